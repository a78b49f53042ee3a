import "server-only";
import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import { siteConfig } from "@/config/site";
import { BadRequestError, ForbiddenError, NotFoundError } from "@/lib/api/errors";
import { COURSE_TITLE, courseOutline, readsCourse, type CourseViewer } from "./course.server";
import { progressByLesson } from "./progress.server";
import { completion } from "./summary";

// The certificate of completion (issue 32): a one-page PDF naming the buyer, the course and the
// day the last lesson was done, made with pdf-lib only when every published lesson is done.
// The buyer may give the name to print; without one it is their e-mail address.

export const CERTIFICATE_NOT_YET = "The certificate comes when every lesson of the course is done.";

const dateOf = (at: Date) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(at);

/** The standard PDF fonts draw Latin text only; a name they cannot draw is refused, not printed as boxes. */
function checkDrawable(text: string, font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  const missing = [...text].find((c) => !known.has(c.codePointAt(0)!));
  if (missing) throw new BadRequestError(`The certificate can print Latin letters only; "${missing}" is not one. Please write the name another way.`);
}

export type Certificate = { bytes: Uint8Array; fileName: string };

export async function certificatePdf(viewer: CourseViewer, name?: string): Promise<Certificate> {
  if (!readsCourse(viewer)) throw new NotFoundError();
  const [outline, progress] = await Promise.all([courseOutline(), progressByLesson(viewer.userId)]);
  const { complete, completedAt } = completion(outline, progress);
  if (!complete || !completedAt) throw new ForbiddenError(CERTIFICATE_NOT_YET);
  const holder = name?.trim() || viewer.email;

  const pdf = await PDFDocument.create();
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  checkDrawable(holder, bold);
  pdf.setTitle(`Certificate of completion: ${COURSE_TITLE}`);
  pdf.setSubject(holder);
  pdf.setAuthor(siteConfig.name);
  pdf.setCreationDate(completedAt);

  // A4 landscape.
  const page = pdf.addPage([842, 595]);
  const { width, height } = page.getSize();
  const ink = rgb(0.12, 0.12, 0.16);
  const muted = rgb(0.4, 0.4, 0.45);
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: rgb(0.55, 0.45, 0.2), borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: rgb(0.55, 0.45, 0.2), borderWidth: 0.75 });
  const centred = (text: string, y: number, font: PDFFont, size: number, color = ink) => {
    // A long name or address shrinks to fit between the borders.
    let fitted = size;
    while (fitted > 10 && font.widthOfTextAtSize(text, fitted) > width - 120) fitted -= 1;
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, font, color });
  };
  const lessons = outline.reduce((n, m) => n + m.lessons.length, 0);
  centred("CERTIFICATE OF COMPLETION", 470, sans, 16, muted);
  centred("This certifies that", 410, serif, 20, muted);
  centred(holder, 350, bold, 40);
  centred("has completed every lesson of the", 295, serif, 20, muted);
  centred(COURSE_TITLE, 245, bold, 30);
  centred(`${lessons} lessons in ${outline.length} modules`, 210, serif, 16, muted);
  centred(`Completed on ${dateOf(completedAt)}`, 140, serif, 18);
  centred(siteConfig.name, 90, sans, 12, muted);

  return { bytes: await pdf.save(), fileName: `Certificate - ${COURSE_TITLE}.pdf` };
}
