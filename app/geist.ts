import localFont from "next/font/local";

// Geist, the product's typeface: the geist package's variable font cut down to the characters
// of the product's copy (scripts/fonts/subset-geist.ts; licence in app/fonts/OFL.txt).
export const geistSans = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
});
