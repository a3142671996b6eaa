import { Type } from 'typebox';
import {
  MessageItemSchema,
  MessageTypeSchema,
  ReadMessagesBodySchema,
  ReadMessagesResultSchema,
  UnreadCountsSchema,
} from '@pm/domain/shapes/workplace';
import { responses } from '../../http/envelope';

export const listMessagesRoute = {
  tags: ['messages'],
  summary: "The caller's messages, newest first (at most 50), optionally of one type",
  querystring: Type.Object({ type: Type.Optional(MessageTypeSchema) }),
  response: responses(Type.Array(MessageItemSchema)),
};

export const unreadCountRoute = {
  tags: ['messages'],
  summary: "The caller's unread messages per type",
  response: responses(UnreadCountsSchema),
};

export const readMessagesRoute = {
  tags: ['messages'],
  summary:
    "Marks messages read (status 0 → 1): the given ids, or every message of a type. Only the caller's own messages change; other ids are ignored. `updated` counts the messages that were unread",
  body: ReadMessagesBodySchema,
  response: responses(ReadMessagesResultSchema),
};
