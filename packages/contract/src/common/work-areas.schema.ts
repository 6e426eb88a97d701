import { LOCALES } from '@autohub/domain';
import { z } from 'zod';

/** One back-office page the caller may use: a desk or a staff screen. */
export const WorkAreaEntry = z
  .object({
    path: z.string().describe('Web page below `/{locale}/{brand}/`, e.g. `staff/settings`.'),
    title: z.string().describe("The page's name in the language asked for."),
  })
  .meta({ id: 'WorkAreaEntry' });
export type WorkAreaEntry = z.infer<typeof WorkAreaEntry>;

/** The back-office pages of every module the caller's roles open; none for a customer or nobody. */
export const WorkAreasAnswer = z.object({ areas: z.array(WorkAreaEntry) }).meta({ id: 'WorkAreasAnswer' });
export type WorkAreasAnswer = z.infer<typeof WorkAreasAnswer>;

export const WorkAreasQuery = z.object({
  locale: z.enum(LOCALES).default('pt-BR').describe('Language of the titles.'),
});
