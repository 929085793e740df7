import { z } from 'zod';

/** The Billing API's documents (docs/decisions/0054-billing-behind-a-gateway-port.md). */

const userErrors = z.array(z.object({ message: z.string() }));
const lineItems = z.array(
  z.object({
    id: z.string(),
    plan: z.object({ pricingDetails: z.object({ __typename: z.string() }) }),
  }),
);

export const APP_SUBSCRIPTION_CREATE_MUTATION = /* GraphQL */ `
  mutation StarlingAppSubscriptionCreate(
    $name: String!
    $returnUrl: URL!
    $lineItems: [AppSubscriptionLineItemInput!]!
    $test: Boolean
    $trialDays: Int
  ) {
    appSubscriptionCreate(name: $name, returnUrl: $returnUrl, lineItems: $lineItems, test: $test, trialDays: $trialDays, replacementBehavior: APPLY_IMMEDIATELY) {
      appSubscription {
        id
        lineItems {
          id
          plan {
            pricingDetails {
              __typename
            }
          }
        }
      }
      confirmationUrl
      userErrors {
        message
      }
    }
  }
`;

export const appSubscriptionCreateData = z.object({
  appSubscriptionCreate: z.object({
    appSubscription: z.object({ id: z.string(), lineItems }).nullable(),
    confirmationUrl: z.string().nullable(),
    userErrors,
  }),
});

export const APP_SUBSCRIPTION_QUERY = /* GraphQL */ `
  query StarlingAppSubscription($id: ID!) {
    node(id: $id) {
      ... on AppSubscription {
        id
        status
        lineItems {
          id
          plan {
            pricingDetails {
              __typename
            }
          }
        }
      }
    }
  }
`;

export const appSubscriptionData = z.object({
  node: z.object({ id: z.string(), status: z.string(), lineItems }).nullable(),
});

export const APP_SUBSCRIPTION_CANCEL_MUTATION = /* GraphQL */ `
  mutation StarlingAppSubscriptionCancel($id: ID!) {
    appSubscriptionCancel(id: $id) {
      appSubscription {
        id
        status
      }
      userErrors {
        message
      }
    }
  }
`;

export const appSubscriptionCancelData = z.object({
  appSubscriptionCancel: z.object({ appSubscription: z.object({ id: z.string(), status: z.string() }).nullable(), userErrors }),
});

export const APP_USAGE_RECORD_CREATE_MUTATION = /* GraphQL */ `
  mutation StarlingAppUsageRecordCreate($subscriptionLineItemId: ID!, $price: MoneyInput!, $description: String!, $idempotencyKey: String) {
    appUsageRecordCreate(subscriptionLineItemId: $subscriptionLineItemId, price: $price, description: $description, idempotencyKey: $idempotencyKey) {
      appUsageRecord {
        id
      }
      userErrors {
        message
      }
    }
  }
`;

export const appUsageRecordCreateData = z.object({
  appUsageRecordCreate: z.object({ appUsageRecord: z.object({ id: z.string() }).nullable(), userErrors }),
});
