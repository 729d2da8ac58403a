import { App } from 'aws-cdk-lib';
import { checkWithCdkNag } from './nag.js';
import { readStageSettings } from './settings.js';
import { MerchantPaymentsStack, stackName } from './stack.js';

/** `npx cdk deploy -c stage=live`: one stack per stage, so test and live can share an account. */
const app = new App();
const settings = readStageSettings(app.node);
checkWithCdkNag(new MerchantPaymentsStack(app, stackName(settings.stage), { settings }));
