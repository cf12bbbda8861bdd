import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { SubscribeToPushDocument, UnsubscribeFromPushDocument, WebPushPublicKeyDocument } from "../../../gql/graphql";
import { answer } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { PushNotifications } from "./push-notifications";

const ENDPOINT = "https://fcm.googleapis.com/fcm/send/abc";
const KEYS = { p256dh: "BPublicKeyOfTheBrowser", auth: "AuthSecret" };
/** The site's key as the server gives it (base64url), and as the browser is handed it. */
const SITE_KEY = "BAECAw";
const SITE_KEY_BYTES = [4, 1, 2, 3];

/** A browser that can push: its permission prompt, service worker and push manager, each a mock to inspect. */
function pushCapableBrowser(
  permission: NotificationPermission = "default",
  answer: NotificationPermission = "granted",
) {
  let current: PushSubscription | null = null;
  const unsubscribe = jest.fn(() => {
    current = null;
    return Promise.resolve(true);
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe,
  } as unknown as PushSubscription;
  const pushManager = {
    subscribe: jest.fn(() => {
      current = subscription;
      return Promise.resolve(subscription);
    }),
    getSubscription: jest.fn(() => Promise.resolve(current)),
  };
  const registration = { pushManager };
  const requestPermission = jest.fn(() => Promise.resolve(answer));
  Object.defineProperty(window, "Notification", {
    configurable: true,
    value: { permission, requestPermission },
  });
  Object.defineProperty(window, "PushManager", { configurable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(current ? registration : undefined),
      register: jest.fn(() => Promise.resolve(registration)),
      ready: Promise.resolve(registration),
    },
  });
  return { requestPermission, pushManager, unsubscribe };
}

const subscribing = { subscription: { endpoint: ENDPOINT, ...KEYS } };

describe("PushNotifications", () => {
  afterEach(() => {
    for (const name of ["Notification", "PushManager"]) Reflect.deleteProperty(window, name);
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("says so in a browser that cannot show notifications", async () => {
    renderPage(<PushNotifications />, { mocks: [] });
    expect(await screen.findByText(/This browser cannot show notifications from websites/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("asks for permission only when the button is pressed, then subscribes with the site's key", async () => {
    const user = userEvent.setup();
    const browser = pushCapableBrowser();
    renderPage(<PushNotifications />, {
      mocks: [
        answer(WebPushPublicKeyDocument, {}, { webPushPublicKey: SITE_KEY }),
        answer(SubscribeToPushDocument, subscribing, { subscribeToPush: true }),
        answer(UnsubscribeFromPushDocument, { endpoint: ENDPOINT }, { unsubscribeFromPush: true }),
      ],
    });
    const turnOn = await screen.findByRole("button", { name: "Turn on notifications" });
    await waitFor(() => expect(turnOn).toBeEnabled());
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    await user.click(turnOn);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Notifications for urgent announcements are on in this browser.",
    );
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual(SITE_KEY_BYTES);

    await user.click(screen.getByRole("button", { name: "Turn off notifications" }));
    expect(await screen.findByRole("button", { name: "Turn on notifications" })).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing when the school refuses the subscription, and says so", async () => {
    const user = userEvent.setup();
    const browser = pushCapableBrowser();
    renderPage(<PushNotifications />, {
      mocks: [
        answer(WebPushPublicKeyDocument, {}, { webPushPublicKey: SITE_KEY }),
        {
          request: { query: SubscribeToPushDocument, variables: subscribing },
          result: { errors: [new GraphQLError("Unknown push service", { extensions: { code: "BAD_USER_INPUT" } })] },
        },
      ],
    });
    const turnOn = await screen.findByRole("button", { name: "Turn on notifications" });
    await waitFor(() => expect(turnOn).toBeEnabled());
    await user.click(turnOn);
    expect(await screen.findByText("Could not turn on notifications. Please try again.")).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Turn on notifications" })).toBeEnabled();
  });

  it("explains how to allow notifications when the browser blocks them", async () => {
    const user = userEvent.setup();
    const blockedNow = pushCapableBrowser("default", "denied");
    renderPage(<PushNotifications />, { mocks: [] });
    const turnOn = await screen.findByRole("button", { name: "Turn on notifications" });
    await waitFor(() => expect(turnOn).toBeEnabled());
    await user.click(turnOn);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(blockedNow.pushManager.subscribe).not.toHaveBeenCalled();
  });
});
