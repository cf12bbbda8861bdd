import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { UserInputError } from "../../kernel/errors";
import type { AuthContext } from "../auth";
import {
  AlertPreferences,
  AlertTokenArgs,
  AlertsOverview,
  PushEndpointArgs,
  PushSubscriptionInput,
  SubscribeArgs,
  UpdateAlertsArgs,
} from "./alerts.types";
import type { AlertsService } from "./alerts.service";

const NOTHING_CHOSEN = "Choose at least one kind of alert";

/** A subscription to nothing is no subscription: unsubscribing is its own action. */
function requireAChoice(urgent: boolean, digest: boolean): void {
  if (!urgent && !digest) throw new UserInputError(NOTHING_CHOSEN, { urgent: NOTHING_CHOSEN });
}

@Resolver()
export class AlertsResolver {
  constructor(private readonly alertsService: AlertsService) {}

  @Mutation(() => Boolean, {
    description:
      "Asks for e-mail alerts: the address gets a link to confirm, and nothing else until it is opened. Answers true whatever the address.",
  })
  async subscribeToAlerts(
    @Args(() => SubscribeArgs) { email, urgent, digest }: SubscribeArgs,
    @Ctx() { clientAddress }: AuthContext,
  ) {
    requireAChoice(urgent, digest);
    await this.alertsService.subscribe(email, urgent, digest, clientAddress);
    return true;
  }

  @Mutation(() => AlertPreferences, { description: "Confirms the subscription a confirmation link names." })
  confirmAlerts(@Args(() => AlertTokenArgs) { token }: AlertTokenArgs) {
    return this.alertsService.confirm(token);
  }

  @Query(() => AlertPreferences, { description: "What the subscriber of a link gets; NOT_FOUND once unsubscribed." })
  alertPreferences(@Args(() => AlertTokenArgs) { token }: AlertTokenArgs, @Ctx() context: AuthContext) {
    // The subscriber's own settings: a browser keeping them would show the old ones after a change.
    context.keepAnswerPrivate();
    return this.alertsService.preferences(token);
  }

  @Mutation(() => AlertPreferences)
  updateAlertPreferences(@Args(() => UpdateAlertsArgs) { token, urgent, digest }: UpdateAlertsArgs) {
    requireAChoice(urgent, digest);
    return this.alertsService.updatePreferences(token, urgent, digest);
  }

  @Mutation(() => Boolean, { description: "Removes the subscriber of a link, address and all." })
  async unsubscribeFromAlerts(@Args(() => AlertTokenArgs) { token }: AlertTokenArgs) {
    await this.alertsService.unsubscribe(token);
    return true;
  }

  @Query(() => String, {
    description: "The site's VAPID public key (base64url): the applicationServerKey browsers subscribe to push with.",
  })
  webPushPublicKey() {
    return this.alertsService.pushPublicKey();
  }

  @Mutation(() => Boolean, {
    description: "Sends this browser a notification when an urgent announcement is published (until it unsubscribes).",
  })
  async subscribeToPush(
    @Arg("subscription", () => PushSubscriptionInput) subscription: PushSubscriptionInput,
    @Ctx() { clientAddress }: AuthContext,
  ) {
    await this.alertsService.subscribeToPush(subscription, clientAddress);
    return true;
  }

  @Mutation(() => Boolean, { description: "Stops notifications to the browser of this endpoint." })
  async unsubscribeFromPush(@Args(() => PushEndpointArgs) { endpoint }: PushEndpointArgs) {
    await this.alertsService.unsubscribeFromPush(endpoint);
    return true;
  }

  @Authorized()
  @Query(() => AlertsOverview)
  alertsOverview() {
    return this.alertsService.overview();
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Sends a test alert to the signed-in staff member's own address." })
  async sendTestAlert(@Ctx() { currentUser }: AuthContext) {
    const user = await currentUser();
    if (!user?.email) throw new UserInputError("Your account has no e-mail address to send the test to", {});
    await this.alertsService.sendTest(user.email);
    return true;
  }
}
