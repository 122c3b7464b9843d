import { paginateText, toFontSafeText } from '@app/core/pdf-text';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * The CV as a print-ready A4 PDF, made in the browser. This module (and pdf-lib with it) is
 * loaded only when someone asks for a PDF, so it never weighs on a page load.
 *
 * The PDF standard fonts need no embedding of font files, but they only draw the WinAnsi
 * character set; anything else is replaced (see toFontSafeText) rather than failing the export.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56; // about 2 cm
const FONT_SIZE = 10.5;
const LINE_HEIGHT = 14.5;
const NAME_SIZE = 16;
const FOOTER_SIZE = 8;

export async function cvPdf(text: string, fullName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(font.getCharacterSet());
  const supports = (codePoint: number) => supported.has(codePoint);

  const name = toFontSafeText(fullName.trim(), supports).replace(/\n/g, ' ');
  const title = name ? `${name} - CV` : 'CV';
  doc.setTitle(title, { showInWindowTitleBar: true });
  if (name) doc.setAuthor(name);
  doc.setSubject('Curriculum vitae');
  doc.setCreator('SkillBridge CV Builder');
  doc.setLanguage('en');

  const [width, height] = A4;
  const textWidth = width - 2 * MARGIN;
  const measure = (line: string) => font.widthOfTextAtSize(line, FONT_SIZE);

  // A CV that opens with the person's name gets it as a bold heading, as a printed CV would.
  let body = toFontSafeText(text, supports).replace(/^\s*\n/, '');
  const firstLine = body.split('\n', 1)[0]?.trim() ?? '';
  const heading =
    name &&
    firstLine.toLowerCase() === name.toLowerCase() &&
    bold.widthOfTextAtSize(firstLine, NAME_SIZE) <= textWidth
      ? firstLine
      : '';
  if (heading) body = body.slice(body.indexOf('\n') + 1 || body.length);

  const footerHeight = FOOTER_SIZE + LINE_HEIGHT;
  const usable = height - 2 * MARGIN - footerHeight;
  const headingHeight = heading ? NAME_SIZE + LINE_HEIGHT : 0;
  const pages = paginateText(body, {
    maxWidth: textWidth,
    linesPerPage: Math.floor(usable / LINE_HEIGHT),
    firstPageLines: Math.floor((usable - headingHeight) / LINE_HEIGHT),
    measure,
  });

  const grey = rgb(0.42, 0.45, 0.5);
  pages.forEach((lines, index) => {
    const page = doc.addPage(A4);
    let y = height - MARGIN;
    if (index === 0 && heading) {
      y -= NAME_SIZE;
      page.drawText(heading, { x: MARGIN, y, size: NAME_SIZE, font: bold });
      y -= LINE_HEIGHT;
    }
    for (const line of lines) {
      y -= LINE_HEIGHT;
      if (line) page.drawText(line, { x: MARGIN, y, size: FONT_SIZE, font });
    }
    const footer = `Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, {
      x: width - MARGIN - font.widthOfTextAtSize(footer, FOOTER_SIZE),
      y: MARGIN - FOOTER_SIZE,
      size: FOOTER_SIZE,
      font,
      color: grey,
    });
  });

  return doc.save();
}
