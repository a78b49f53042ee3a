import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";

// The shared Open Graph / Twitter card. Uses next/og's bundled default font, so building it
// fetches nothing from the internet.
export { ogAlt, ogSize } from "./seo";
import { ogSize } from "./seo";

/** The card, naming the product's current price (`price`, from lib/catalog/products.server.ts). */
export function renderOgImage(price: string) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "linear-gradient(135deg, #4c1d95 0%, #7c3aed 55%, #2563eb 100%)",
        color: "white",
      }}
    >
      <div style={{ fontSize: 36, opacity: 0.85 }}>{siteConfig.name}</div>
      <div style={{ fontSize: 76, fontWeight: 700, marginTop: 24, lineHeight: 1.1 }}>Create your own AI influencer</div>
      <div style={{ fontSize: 36, marginTop: 32, opacity: 0.9 }}>{`200+ images · voice · 1 pro video · ${price} one-time`}</div>
    </div>,
    ogSize,
  );
}
