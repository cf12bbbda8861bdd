import type { SiteSection } from "../../lib/site-sections";
import { alertsPaths } from "./paths";

const subscriptionPage = () => import("./pages/alert-subscription-page").then((page) => page.AlertSubscriptionPage);

/** The sign-up to e-mail alerts, the pages an alert e-mail's links open, and who gets alerts in the staff panel. */
export const alertsSection: SiteSection = {
  pages: [
    { path: alertsPaths.signUp, load: () => import("./pages/alerts-page").then((page) => page.AlertsPage) },
    { path: alertsPaths.confirm, load: subscriptionPage },
    { path: alertsPaths.manage, load: subscriptionPage },
    { path: alertsPaths.unsubscribe, load: subscriptionPage },
  ],
};
