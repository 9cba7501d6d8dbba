import { z } from 'zod';

/** Every error the API answers with (DESIGN.md §4). `fields` names the inputs that failed validation. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  code: z.string().optional(),
  fields: z.array(z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
