import { z } from 'zod';
import { PositionSchema } from './common.ts';
import {
  CommunicationSettingsCommandReply,
  CommunicationSettingsReply,
  MergeTagListReply,
  PreviewReply,
  SmtpConfigurationListReply,
  SmtpConfigurationReply,
  SmtpTestReply,
  TemplateCommandReply,
  TemplateListReply,
  TestSendReply,
} from './communications.ts';

// The replies of the routes of templates, SMTP configurations, mail settings,
// previews and test sends (issue 20), by status, as the routes declare them.

const DeletedReply = z.object({ data: z.object({ id: z.string(), deleted: z.boolean() }), position: PositionSchema });

/** POST /api/v2/events/:e/templates */
export const PostEventsTemplatesReplies = { 201: TemplateCommandReply };
/** PUT /api/v2/events/:e/templates/:id and …/reset-to-default */
export const PutEventsTemplatesReplies = { 200: TemplateCommandReply };
/** DELETE /api/v2/events/:e/templates/:id */
export const DeleteEventsTemplatesReplies = { 200: DeletedReply };
/** GET /api/v2/events/:e/templates */
export const GetEventsTemplatesReplies = { 200: TemplateListReply };

/** POST /api/v2/events/:e/smtp-configurations: saved (201), or a test's answer (200). */
export const PostEventsSmtpConfigurationsReplies = { 200: SmtpTestReply, 201: SmtpConfigurationReply };
/** PUT /api/v2/events/:e/smtp-configurations/:id */
export const PutEventsSmtpConfigurationsReplies = { 200: SmtpConfigurationReply };
/** DELETE /api/v2/events/:e/smtp-configurations/:id */
export const DeleteEventsSmtpConfigurationsReplies = { 200: DeletedReply };
/** GET /api/v2/events/:e/smtp-configurations */
export const GetEventsSmtpConfigurationsReplies = { 200: SmtpConfigurationListReply };

/** GET /api/v2/events/:e/communication-settings */
export const GetEventsCommunicationSettingsReplies = { 200: CommunicationSettingsReply };
/** PUT /api/v2/events/:e/communication-settings */
export const PutEventsCommunicationSettingsReplies = { 200: CommunicationSettingsCommandReply };

/** POST /api/v2/events/:e/alerts/preview */
export const PostEventsAlertsPreviewReplies = { 200: PreviewReply };
/** POST /api/v2/events/:e/alerts/test */
export const PostEventsAlertsTestReplies = { 200: TestSendReply };
/** GET /api/v2/events/:e/merge-tags */
export const GetEventsMergeTagsReplies = { 200: MergeTagListReply };
