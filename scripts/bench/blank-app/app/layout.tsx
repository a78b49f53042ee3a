// The floor for the Lighthouse benchmark: the same Next and React runtime with nothing else.
// Built and served only by scripts/bench/lighthouse.mjs; never shipped with the app.
export const metadata = { title: "Blank", description: "Blank page used as the benchmark floor." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
