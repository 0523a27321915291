import { describe, expect, it } from 'vitest';
import { finalizeUrl, parseFinalizeQuery } from './finalize-url';

const query = { bookId: 17, productCode: 'EB-F2-P3', jobId: 'book-17', pageCount: 26 };

describe('finalizeUrl', () => {
  it('builds SPEC.md’s /finalize?id&productcode&jobid&sheetCount and reads it back', () => {
    const url = finalizeUrl(query);
    expect(url).toBe('/finalize?id=17&productcode=EB-F2-P3&jobid=book-17&sheetCount=26');
    expect(parseFinalizeQuery(new URL(url, 'https://shop.example').searchParams)).toEqual(query);
  });

  it('refuses an address with a part missing or malformed', () => {
    const parse = (search: string) => parseFinalizeQuery(new URLSearchParams(search));
    expect(parse('')).toBeNull();
    expect(parse('id=17&productcode=EB-F2-P3&jobid=book-17')).toBeNull();
    expect(parse('id=0&productcode=EB-F2-P3&jobid=book-17&sheetCount=26')).toBeNull();
    expect(parse('id=17.5&productcode=EB-F2-P3&jobid=book-17&sheetCount=26')).toBeNull();
    expect(parse('id=17&productcode=EB-F2-P3&jobid=book-17&sheetCount=-2')).toBeNull();
    expect(parse('id=17&productcode=%3Cscript%3E&jobid=book-17&sheetCount=26')).toBeNull();
    expect(parse(`id=17&productcode=EB-F2-P3&jobid=${'x'.repeat(65)}&sheetCount=26`)).toBeNull();
  });
});
