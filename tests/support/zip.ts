import { crc32 } from "node:zlib";

/**
 * A zip of the given entries, stored without compression: enough to build Office files
 * (which are zips with a known layout) in a test, without carrying binaries.
 */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The package's content types, naming its main part as Office writes it. */
const contentTypes = (part: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;

/** Minimal Office Open XML packages, recognised by their parts. */
export const office = {
  xlsx: () =>
    zip({
      "[Content_Types].xml": contentTypes("xl/workbook.xml", "spreadsheetml.sheet"),
      "xl/workbook.xml": "<workbook/>",
    }),
  docx: () =>
    zip({
      "[Content_Types].xml": contentTypes("word/document.xml", "wordprocessingml.document"),
      "word/document.xml": "<document/>",
    }),
  pptx: () =>
    zip({
      "[Content_Types].xml": contentTypes("ppt/presentation.xml", "presentationml.presentation"),
      "ppt/presentation.xml": "<presentation/>",
    }),
};
