import { apiPost } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';

/** POST /firebase/subscribe: the wrapper's push token to the product's topic (spec 001 §4, spec decision 4). */
export async function subscribePush(recipientToken: string): Promise<boolean> {
  const answer = await apiPost('/firebase/subscribe', {
    body: { recipientToken, topic: appConfig.shortName, application_name: appConfig.shortName },
  });
  return answer.success;
}
