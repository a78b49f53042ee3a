"use client";
import { useState } from "react";

// The INP bench's floor (scripts/bench/inp.ts): one button and one field with React state and
// nothing else, so a click, a drag or a keystroke here is what the same Next and React runtime
// cost before any of the product's code runs.
export default function ButtonPage() {
  const [count, setCount] = useState(0);
  const [text, setText] = useState("");
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
      <input aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
    </main>
  );
}
