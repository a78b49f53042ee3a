import { postEventUid, postsToCsv, postsToIcs, type ExportablePost } from "./export";

const post = (over: Partial<ExportablePost> = {}): ExportablePost => ({
  id: "3f2b8a8e-5d1c-4f7a-9a57-0c6f3f1f2a01",
  scheduledAt: "2026-11-30T19:00",
  platform: "TikTok",
  caption: "Three habits, one morning",
  contentType: "Educational",
  status: "idea",
  asset: null,
  revision: 0,
  updatedAt: "2026-11-25T10:00:00.000Z",
  ...over,
});

// iCalendar folds long lines at 75 octets; unfold before reading a property.
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const events = (ics: string) => unfold(ics).split("BEGIN:VEVENT").slice(1);

describe("postsToIcs", () => {
  it("writes one VEVENT per post with a floating start, its status and a UID from the post id", () => {
    const ics = postsToIcs([post(), post({ id: "b0c1d2e3-0000-4000-8000-000000000002", status: "scheduled", scheduledAt: "2026-12-02T07:30" })], {
      calendarName: "Ava: content plan",
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("X-WR-CALNAME:Ava: content plan");
    const [first, second] = events(ics);
    expect(events(ics)).toHaveLength(2);
    expect(first).toContain(`UID:${postEventUid(post().id)}\r\n`);
    expect(first).toContain("DTSTART:20261130T190000\r\n");
    expect(first).toContain("DURATION:PT30M");
    expect(first).toContain("SUMMARY:TikTok: Three habits\\, one morning");
    expect(first).toContain("STATUS:TENTATIVE");
    expect(second).toContain("DTSTART:20261202T073000\r\n");
    expect(second).toContain("STATUS:CONFIRMED");
  });

  it("keeps the UID when a post is moved or edited, and raises SEQUENCE and DTSTAMP so calendars take the update", () => {
    const before = events(postsToIcs([post()]))[0]!;
    const after = events(postsToIcs([post({ scheduledAt: "2026-12-04T19:00", caption: "New words", revision: 3, updatedAt: "2026-11-26T08:00:00.000Z" })]))[0]!;
    const uid = (text: string) => /UID:(.*)\r\n/.exec(text)![1];
    expect(uid(after)).toBe(uid(before));
    expect(before).toContain("SEQUENCE:0");
    expect(after).toContain("SEQUENCE:3");
    expect(after).toContain("DTSTAMP:20261126T080000Z");
    expect(after).toContain("LAST-MODIFIED:20261126T080000Z");
  });

  it("is the same text for the same posts, whenever it is written", () => {
    expect(postsToIcs([post()])).toBe(postsToIcs([post()]));
  });

  // Issue 29 item 6: a bare CR, NEL (U+0085), LINE SEPARATOR (U+2028) or PARAGRAPH SEPARATOR
  // (U+2029) in a caption or character name must not reach the file, where a reader that splits
  // on them would start a forged property line.
  it("never lets a bare CR, U+0085, U+2028 or U+2029 from the buyer's text into the file", () => {
    const forged = (sep: string) => `Morning${sep}ATTENDEE:mailto:victim@example.com`;
    for (const sep of ["\r", "\u0085", "\u2028", "\u2029"]) {
      const ics = postsToIcs([post({ caption: forged(sep), contentType: forged(sep), asset: { id: "a", kind: "shot", label: forged(sep) } })], {
        calendarName: forged(sep),
      });
      expect(ics).not.toMatch(/[\r\u0085\u2028\u2029](?!\n)/);
      // A parser that splits on any of them sees only the lines the writer meant.
      const lines = unfold(ics)
        .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
        .filter(Boolean);
      for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z-]*[;:]/);
      expect(lines.some((line) => line.startsWith("ATTENDEE"))).toBe(false);
      expect(unfold(ics)).toContain("SUMMARY:TikTok: Morning\r\n");
    }
  });

  it("writes an empty calendar for no posts", () => {
    const ics = postsToIcs([]);
    expect(ics).toContain("END:VCALENDAR");
    expect(ics).not.toContain("BEGIN:VEVENT");
  });

  it("puts the whole caption, the linked asset and the status in the description", () => {
    const ics = unfold(postsToIcs([post({ caption: "Line one\nLine two", asset: { id: "a", kind: "shot", label: "Shot: gym (2026-11-20)" } })]));
    expect(ics).toContain("DESCRIPTION:Line one\\nLine two\\n\\nStatus: idea\\nContent type: Educational\\nLinked asset: Shot: gym (2026-11-20)");
    expect(ics).toContain("SUMMARY:TikTok: Line one\r\n");
  });
});

describe("postsToCsv", () => {
  it("writes a header and one row per post, quoting commas, quotes and line breaks", () => {
    const csv = postsToCsv([post({ caption: 'She said "go", then\nwent', asset: { id: "a", kind: "shot", label: "Shot: gym (2026-11-20)" } })]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const text = csv.slice(1);
    expect(text).toBe(
      "Date,Time,Platform,Status,Content type,Caption,Linked asset,Post id\r\n" +
        `2026-11-30,19:00,TikTok,idea,Educational,"She said ""go"", then\nwent",Shot: gym (2026-11-20),${post().id}\r\n`,
    );
  });

  it("writes a caption a spreadsheet would run as a formula as text", () => {
    const csv = postsToCsv([post({ caption: '=HYPERLINK("http://x")' }), post({ caption: "@everyone" })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(",'@everyone,");
  });
});
