import { Type } from 'typebox';
import { MESSAGE_TYPES } from '../../db/schema';
import { IsoDateTime, nullable } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';

const MessageType = Type.Enum(MESSAGE_TYPES);

export const MessageItem = Type.Object({
  id: Type.Integer(),
  type: MessageType,
  title: Type.String(),
  subTitle: Type.String(),
  avatar: Type.String(),
  content: Type.String(),
  time: IsoDateTime,
  messageType: nullable(
    Type.Integer({ description: 'Notices and todos: 0 not started, 1 pending, 2 done, 3 overdue' }),
  ),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 unread, 1 read' }),
});

export const listMessagesRoute = {
  tags: ['messages'],
  summary: "The caller's messages, newest first (at most 50), optionally of one type",
  querystring: Type.Object({ type: Type.Optional(MessageType) }),
  response: responses(Type.Array(MessageItem)),
};

export const unreadCountRoute = {
  tags: ['messages'],
  summary: "The caller's unread messages per type",
  response: responses(Type.Object({ message: Type.Integer(), notice: Type.Integer(), todo: Type.Integer() })),
};

export const ReadMessagesBody = Type.Union([
  Type.Object({
    ids: Type.Array(Id(), {
      minItems: 1,
      maxItems: 100,
      'x-message': { minItems: 'Choose at least one message', maxItems: 'At most 100 messages at a time' },
    }),
  }),
  Type.Object({ type: MessageType }),
]);

export const readMessagesRoute = {
  tags: ['messages'],
  summary:
    "Marks messages read (status 0 → 1): the given ids, or every message of a type. Only the caller's own messages change; other ids are ignored. `updated` counts the messages that were unread",
  body: ReadMessagesBody,
  response: responses(Type.Object({ updated: Type.Integer() })),
};
