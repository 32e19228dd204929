import { z } from 'zod';
import { fileReply } from './common.ts';

/** POST /api/v2/pass/file-upload */
export const PostPassFileUploadReplies = { 201: z.object({ data: z.object({ id: z.string(), url: z.string() }) }) };

/** GET /media/:id */
export const GetMediaReplies = { 200: fileReply('The image', ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) };
