// Prints every change to the forms of a workspace as it happens (GraphQL subscription over graphql-ws).
// Usage: PORTICO_URL=https://portico.example PORTICO_API_KEY=ptk_… WORKSPACE_ID=… node watch-forms.mjs
// Needs the npm packages graphql-ws and ws (`npm install graphql-ws ws`).
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const { PORTICO_URL = 'http://localhost:4000', PORTICO_API_KEY, WORKSPACE_ID } = process.env;
if (!PORTICO_API_KEY || !WORKSPACE_ID) {
  console.error('Set PORTICO_API_KEY and WORKSPACE_ID.');
  process.exit(2);
}

const client = createClient({
  url: `${PORTICO_URL.replace(/^http/, 'ws')}/graphql`,
  webSocketImpl: WebSocket,
  // The API key travels in the connection parameters (every operation is authorised again).
  connectionParams: { authorization: `Bearer ${PORTICO_API_KEY}` },
  retryAttempts: 5,
});

const query = `subscription FormChanged($workspaceId: ID!) {
  formChanged(workspaceId: $workspaceId) { formId change status version paths }
}`;

const stop = client.subscribe(
  { query, variables: { workspaceId: WORKSPACE_ID } },
  {
    next: ({ data, errors }) => {
      if (errors) console.error('refused:', JSON.stringify(errors));
      else console.log(JSON.stringify(data.formChanged));
    },
    error: (error) => {
      console.error('subscription failed:', error instanceof Error ? error.message : JSON.stringify(error));
      process.exit(1);
    },
    complete: () => process.exit(0),
  },
);
console.error(`watching the forms of workspace ${WORKSPACE_ID}; Ctrl-C to stop`);
process.on('SIGINT', () => {
  stop();
  void client.dispose();
});
