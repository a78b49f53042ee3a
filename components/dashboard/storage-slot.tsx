/**
 * INTEGRATION SEAM (cloud-storage issue): the dashboard's cloud storage panel. At merge the lead
 * replaces this body with `<CloudStoragePanel />` from the storage branch.
 */
export function StorageSlot() {
  return (
    <div data-testid="storage-slot" className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
      Cloud storage connections (Dropbox, Google Drive, OneDrive) appear here.
    </div>
  );
}
