import { BlockStack, Button, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';

/** What a connect-by-API-key card reads and drives: the typed key, its refusal and the call. */
export interface ApiKeyConnection {
  readonly apiKey: string;
  readonly keyProblem: string;
  readonly connecting: boolean;
  setApiKey(value: string): void;
  connect(): Promise<unknown>;
}

/** A private API key typed as a password and a connect button (Klaviyo, Dropshipman). */
export const ApiKeyConnectForm = observer(function ApiKeyConnectForm({
  connection,
  label,
  helpText,
  connectLabel,
}: {
  readonly connection: ApiKeyConnection;
  readonly label: string;
  readonly helpText: string;
  readonly connectLabel: string;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void connection.connect();
      }}
    >
      <BlockStack gap="300">
        <TextField
          label={label}
          type="password"
          autoComplete="off"
          value={connection.apiKey}
          onChange={(value) => connection.setApiKey(value)}
          helpText={helpText}
          error={connection.keyProblem || undefined}
        />
        <div>
          <Button submit variant="primary" loading={connection.connecting} disabled={connection.apiKey.trim() === ''}>
            {connectLabel}
          </Button>
        </div>
      </BlockStack>
    </form>
  );
});
