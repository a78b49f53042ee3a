import { broadcastTable, lastJsonLine } from "./figures-table";
import type { BroadcastFaultFigures } from "../fault/broadcast-verdict";

const figures: BroadcastFaultFigures = {
  run: "broadcast-fault",
  verdict: "PASS",
  recipients: 5000,
  deliveries: 5001,
  received: 5000,
  missing: 0,
  duplicates: 1,
  duplicatesInWindow: 1,
  strangers: 0,
  reclaimed: 2,
  kills: 2,
  killedAtDelivered: [1666, 3333],
  seconds: 41.2,
  perSecond: 121,
  wallSeconds: 44.9,
  allowedSeconds: 1200,
};

it("reads a log's last JSON line and prints the broadcast fault run's figures as a row", () => {
  const log = `[broadcast fault] started\n{"not":"last"}\nPASS\n${JSON.stringify(figures)}\n`;
  const read = lastJsonLine(log) as BroadcastFaultFigures;
  expect(read).toEqual(figures);
  expect(broadcastTable([["broadcast fault", read]]).split("\n")[2]).toBe(
    "| broadcast fault | PASS | 5000 | 5001 | 5000 | 0 | 1 | 1 | 2 (at 1666, 3333) | 2 | 41.2 | 121 | 44.9 (allowed 1200) |",
  );
});
