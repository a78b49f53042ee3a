// A DNS server on 127.0.0.1 (UDP) that answers TXT questions from a table the test fills, so the
// console's check of the From domain's SPF, DKIM and DMARC records goes through node's own
// resolver (DNS_SERVERS) without leaving the machine. A name not in the table is NXDOMAIN; a
// question of another type has no answer.
import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";

export type DnsStandIn = {
  /** "127.0.0.1:port", for DNS_SERVERS. */
  server: string;
  /** TXT values by lower-case name; each value is sent in chunks of at most 255 bytes. */
  txt: Map<string, string[]>;
  /** Every name asked about, in order. */
  asked: string[];
  close(): Promise<void>;
};

const TXT = 16;

export async function startDnsStandIn(): Promise<DnsStandIn> {
  const txt = new Map<string, string[]>();
  const asked: string[] = [];
  const socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const reply = answer(query, txt, asked);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", () => resolve()));
  const { port } = socket.address() as AddressInfo;
  return { server: `127.0.0.1:${port}`, txt, asked, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}

/** The reply to one query (RFC 1035 section 4), or null when it cannot be read. */
function answer(query: Buffer, table: Map<string, string[]>, asked: string[]): Buffer | null {
  if (query.length < 12) return null;
  let offset = 12;
  const labels: string[] = [];
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset]!;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += 1 + length;
  }
  offset += 1;
  if (offset + 4 > query.length) return null;
  const type = query.readUInt16BE(offset);
  const question = query.subarray(12, offset + 4);
  const name = labels.join(".").toLowerCase();
  asked.push(name);
  const values = table.get(name);
  const records = values && type === TXT ? values.map(txtRecord) : [];

  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // the query's id
  // QR (a response), the query's RD bit, RA, and NXDOMAIN for a name not in the table.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (values ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  return Buffer.concat([header, question, ...records]);
}

function txtRecord(value: string): Buffer {
  const bytes = Buffer.from(value, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  const data = Buffer.concat(chunks);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  fixed.writeUInt16BE(TXT, 2);
  fixed.writeUInt16BE(1, 4); // class IN
  fixed.writeUInt32BE(60, 6); // TTL
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}
