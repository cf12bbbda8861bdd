import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useSubscribeToPush, useUnsubscribeFromPush, useWebPushPublicKey } from "../api/push";

type PushState = "checking" | "unsupported" | "blocked" | "off" | "on";

const canPush = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The browser's current subscription, without registering anything (nothing happens on load). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this browser can do and has done, found after the first render (the server renders "checking"). */
async function stateOfThisBrowser(): Promise<PushState> {
  if (!canPush()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return (await currentSubscription().catch(() => null)) ? "on" : "off";
}

/** The site's service worker, registered if the page has not done it yet, once it is active. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
};

/**
 * Notifications in this browser for urgent announcements. The browser asks for permission only when
 * the visitor presses the button, never when the page loads.
 */
export function PushNotifications() {
  const [state, setState] = useState<PushState>("checking");
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publicKey = useWebPushPublicKey();
  const [subscribe] = useSubscribeToPush();
  const [unsubscribe] = useUnsubscribeFromPush();

  useEffect(() => {
    let unmounted = false;
    void stateOfThisBrowser().then((found) => {
      if (!unmounted) setState(found);
    });
    return () => {
      unmounted = true;
    };
  }, []);

  const turnOn = async () => {
    setProblem(null);
    setWorking(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "blocked" : "off");
        return;
      }
      const [registration, key] = await Promise.all([activeWorker(), publicKey()]);
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      const { endpoint, keys } = subscription.toJSON();
      try {
        await subscribe({
          variables: { subscription: { endpoint: endpoint!, p256dh: keys!.p256dh, auth: keys!.auth } },
        });
      } catch (error) {
        // The school would never send to it: the browser should not keep it either.
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      setState("on");
    } catch {
      setProblem("Could not turn on notifications. Please try again.");
    } finally {
      setWorking(false);
    }
  };

  const turnOff = async () => {
    setProblem(null);
    setWorking(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await unsubscribe({ variables: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setProblem("Could not turn off notifications. Please try again.");
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="push-heading" gap="4">
      <Heading as="h2" id="push-heading" size="lg" color="school.800">
        Notifications on this device
      </Heading>
      {state === "unsupported" && (
        <Text>
          This browser cannot show notifications from websites. On an iPhone or iPad, add this site to your Home Screen
          first (Share, then Add to Home Screen) and open it from there. E-mail alerts work everywhere.
        </Text>
      )}
      {state === "blocked" && (
        <Text>
          Notifications are blocked for this site. To get them, allow notifications in your browser&apos;s settings for
          this site, then come back to this page.
        </Text>
      )}
      {(state === "off" || state === "checking") && (
        <>
          <Text>Get a notification on this phone or computer as soon as the school posts an urgent announcement.</Text>
          <Button
            alignSelf="flex-start"
            colorPalette="accent"
            variant="outline"
            onClick={() => void turnOn()}
            loading={working}
            loadingText="Turning on..."
            disabled={state === "checking"}
          >
            Turn on notifications
          </Button>
        </>
      )}
      {state === "on" && (
        <>
          <Text role="status">Notifications for urgent announcements are on in this browser.</Text>
          <Button
            alignSelf="flex-start"
            variant="outline"
            onClick={() => void turnOff()}
            loading={working}
            loadingText="Turning off..."
          >
            Turn off notifications
          </Button>
        </>
      )}
      {problem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
