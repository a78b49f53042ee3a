import "server-only";
import type { ImageProvider, ImageRequest } from "../leonardo.server";
import { demoPortraitSvg, svgDataUrl } from "./portrait";
import { seedOf } from "./seed.server";

const DEMO_ID = /^demo-img-([0-9a-f]+)$/;

// Who is drawn: a shot guided by a reference keeps the reference's person (skin, hair), as
// Leonardo's Character Reference does; a new image is a new person.
function personSeed(request: ImageRequest, ownSeed: number): number {
  const ref = request.characterReference;
  const demoRef = ref?.imageId ? DEMO_ID.exec(ref.imageId) : null;
  if (demoRef) return parseInt(demoRef[1]!, 16);
  if (ref?.imageId) return seedOf(ref.imageId);
  if (ref?.upload) return seedOf(Buffer.from(ref.upload.data).toString("base64"));
  return ownSeed;
}

export const demoImageProvider: ImageProvider = {
  mode: "demo",
  async generate(request) {
    const { prompt, width, height } = request;
    const seed = seedOf(`${prompt}|${width}x${height}`);
    const id = seed.toString(16);
    const label = "Demo image: add a Leonardo key";
    const svg = demoPortraitSvg(prompt, width, height, label, personSeed(request, seed), request.direction);
    return { generationId: `demo-gen-${id}`, imageId: `demo-img-${id}`, imageUrl: svgDataUrl(svg) };
  },
};
