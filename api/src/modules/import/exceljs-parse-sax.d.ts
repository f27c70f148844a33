/**
 * exceljs's own streaming XML reader (saxes underneath), the one its streamed workbook reader
 * uses: text chunks in, each chunk's events out. Strings in, so that no character is cut in two.
 */
declare module 'exceljs/lib/utils/parse-sax' {
  namespace parseSax {
    type SaxEvent =
      | { eventType: 'opentag'; value: { name: string; attributes: Record<string, string>; isSelfClosing: boolean } }
      | { eventType: 'text'; value: string }
      | { eventType: 'closetag'; value: { name: string } };
  }
  function parseSax(chunks: AsyncIterable<string>): AsyncGenerator<parseSax.SaxEvent[]>;
  export = parseSax;
}
