"use client";
import { catchError, type ErrorInfo } from "next/error";
import { ErrorNotice } from "./error-notice";

// One failing panel (a list, a card that loads its own data) shows its own retry while the rest of
// the page keeps working. Next's catchError lets notFound()/redirect() through and clears the error
// on navigation; retry() re-fetches server data and renders the panel again.
function PanelFallback({ title }: { title: string }, { error, retry }: ErrorInfo) {
  return <ErrorNotice size="panel" title={title} error={error} retry={retry} />;
}

/** `<PanelBoundary title="Cloud storage could not be shown">...</PanelBoundary>` */
export const PanelBoundary = catchError(PanelFallback);
