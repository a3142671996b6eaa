import { api } from '@pm/web/api';
import type { MessageItem, MessageType, ReadMessagesBody, UnreadCounts } from '@pm/domain/shapes';

export const MESSAGE_TYPES: readonly MessageType[] = ['message', 'notice', 'todo'];

/** The badge asks again now and then: new messages arrive without the user doing anything. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The message box calls. Lists and counts carry the 'Message' tag, so marking anything read refetches both: the
 * item turns read and the counts drop with the server's own figures. Reads are silent (the box shows its own
 * error state, and a badge must not toast every minute); a failed mark-as-read is toasted.
 */
export const messageBoxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessageItem[], MessageType>({
      query: (type) => ({ url: '/pm/messages', params: { type }, silent: true }),
      providesTags: (_result, _error, type) => [{ type: 'Message', id: type }],
    }),
    getUnreadCounts: build.query<UnreadCounts, void>({
      query: () => ({ url: '/pm/messages/unread-count', silent: true }),
      providesTags: [{ type: 'Message', id: 'unread' }],
    }),
    readMessages: build.mutation<unknown, ReadMessagesBody>({
      query: (body) => ({ url: '/pm/messages/read', method: 'POST', data: body }),
      invalidatesTags: ['Message'],
    }),
  }),
});

export const { useGetMessagesQuery, useGetUnreadCountsQuery, useReadMessagesMutation } = messageBoxApi;
