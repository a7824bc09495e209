/** The text groups, as the client names them: the list is shared with the server's page composer. */
export * from '@contract/text-groups';
