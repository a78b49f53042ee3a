import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { testCharacter } from "../test-character";
import type { WizardCharacter } from "../types";
import { ReferenceStep } from "./reference-step";

const render = (character: WizardCharacter) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ReferenceStep character={character} initial={{}} onLocalChange={() => {}} onReference={() => {}} />
    </QueryClientProvider>,
  );

it("names the reference image in the document as a high-priority preload when rendered on the server", () => {
  const html = render({ ...testCharacter, referenceImageUrl: "/api/media/ref-1.png" } as WizardCharacter);
  expect(html).toMatch(/<link rel="preload" href="\/api\/media\/ref-1.png" as="image" fetchPriority="high"\/>/);
});

it("preloads nothing when the character has no reference image yet", () => {
  expect(render({ ...testCharacter, referenceImageUrl: null } as WizardCharacter)).not.toContain('rel="preload"');
});
