import { cloudProviders, providerLabels } from "@/lib/validation/cloud-providers";
import { ProviderMark } from "./provider-mark";

/**
 * The panel's rows while the connections load: the three providers with the real rows' spacing,
 * a line where the status goes and a block the size of the Connect button, so the panel does not
 * grow (and push Recent Activity down) when the answer arrives.
 */
export function ProviderRowsPlaceholder() {
  return (
    <ul className="divide-y" aria-busy="true" aria-label="Loading cloud storage connections">
      {cloudProviders.map((provider) => (
        <li key={provider} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <ProviderMark provider={provider} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{providerLabels[provider]}</p>
              <p className="h-5 w-40 max-w-full rounded bg-muted" />
            </div>
          </div>
          <div className="h-11 w-full rounded-md bg-muted sm:h-9 sm:w-24" />
        </li>
      ))}
    </ul>
  );
}
