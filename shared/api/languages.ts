import { z } from "zod";

export const LanguageSchema = z.object({ code: z.string(), name: z.string() });

export const LanguagesResponse = z.object({ languages: z.array(LanguageSchema) });
export type LanguagesResponse = z.infer<typeof LanguagesResponse>;
