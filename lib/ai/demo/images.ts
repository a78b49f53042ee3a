import "server-only";
import type { ImageProvider } from "../leonardo";
import { demoPortraitSvg, svgDataUrl } from "./portrait";
import { seedOf } from "./seed";

export const demoImageProvider: ImageProvider = {
  mode: "demo",
  async generate({ prompt, width, height }) {
    const id = seedOf(`${prompt}|${width}x${height}`).toString(16);
    const label = "Demo image: add a Leonardo key";
    return { generationId: `demo-gen-${id}`, imageId: `demo-img-${id}`, imageUrl: svgDataUrl(demoPortraitSvg(prompt, width, height, label)) };
  },
};
