import { NOTICE_CATEGORIES, PersonalDataExport } from '@autohub/contract';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_TABLES } from './personal-data.js';

// The site's privacy notice lists what the platform keeps by the categories of the contract's
// NOTICE_CATEGORIES; the export is what the platform keeps. Whatever the export gains, the notice
// must name (decision 050).

const sectionsOfExport = Object.keys(PersonalDataExport.shape).filter(
  (key) => key !== 'exportedAt' && key !== 'records',
);
const recordLabels = PERSONAL_DATA_TABLES.map((table) => table.label);
const named = {
  sections: NOTICE_CATEGORIES.flatMap((category): readonly string[] => category.sections),
  records: NOTICE_CATEGORIES.flatMap((category): readonly string[] => category.records),
};

describe('the privacy notice names everything the personal-data export holds', () => {
  it('names every part of the export in one of its categories', () => {
    expect(sectionsOfExport.filter((section) => !named.sections.includes(section))).toEqual([]);
  });

  it('names every personal-data table of the export in one of its categories', () => {
    expect(recordLabels.filter((label) => !named.records.includes(label))).toEqual([]);
  });

  it('names nothing the export does not hold, and each thing once', () => {
    expect(named.sections.filter((section) => !sectionsOfExport.includes(section))).toEqual([]);
    expect(named.records.filter((label) => !recordLabels.includes(label))).toEqual([]);
    expect(new Set(named.sections).size).toBe(named.sections.length);
    expect(new Set(named.records).size).toBe(named.records.length);
  });
});
