/** Language resolution, as the client names it: shared with the server's language negotiation. */
export * from '@contract/resolve-language';
