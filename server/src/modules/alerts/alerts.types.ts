import { IsBoolean, IsEmail, IsUrl, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { AlertKind } from "./alert.entities";

registerEnumType(AlertKind, {
  name: "AlertKind",
  description: "An urgent announcement by e-mail or by push, the weekly digest, or a staff test.",
});

const EMAIL_MAX = 320;
const TOKEN_MAX = 64;

@ArgsType()
class AlertChoices {
  @Field(() => Boolean, { description: "Urgent announcements, as soon as they are published." })
  @IsBoolean()
  urgent!: boolean;

  @Field(() => Boolean, { description: "The week's events and news, on Sunday evening." })
  @IsBoolean()
  digest!: boolean;
}

@ArgsType()
export class SubscribeArgs extends AlertChoices {
  @Field(() => String)
  @IsEmail({}, { message: "Please enter a valid e-mail address" })
  @MaxLength(EMAIL_MAX, { message: `E-mail must be at most ${EMAIL_MAX} characters` })
  email!: string;
}

@ArgsType()
export class AlertTokenArgs {
  @Field(() => String, { description: "The token in the subscriber's links." })
  @MinLength(1)
  @MaxLength(TOKEN_MAX)
  token!: string;
}

@ArgsType()
export class UpdateAlertsArgs extends AlertChoices {
  @Field(() => String)
  @MinLength(1)
  @MaxLength(TOKEN_MAX)
  token!: string;
}

const ENDPOINT_MAX = 1000;

@InputType({ description: "A browser's push subscription, as its PushSubscription.toJSON() gives it." })
export class PushSubscriptionInput {
  @Field(() => String, { description: "The push service's address for this browser." })
  @IsUrl({ protocols: ["https", "http"], require_tld: false }, { message: "Not a push service address" })
  @MaxLength(ENDPOINT_MAX)
  endpoint!: string;

  @Field(() => String, { description: "keys.p256dh: the browser's P-256 public key, base64url." })
  @MaxLength(100)
  p256dh!: string;

  @Field(() => String, { description: "keys.auth: the browser's 16-byte auth secret, base64url." })
  @MaxLength(50)
  auth!: string;
}

@ArgsType()
export class PushEndpointArgs {
  @Field(() => String)
  @MinLength(1)
  @MaxLength(ENDPOINT_MAX)
  endpoint!: string;
}

@ObjectType({ description: "What one subscriber gets, as their links show it to them." })
export class AlertPreferences {
  @Field(() => String)
  email!: string;

  @Field(() => Boolean)
  urgent!: boolean;

  @Field(() => Boolean)
  digest!: boolean;

  @Field(() => Boolean, { description: "Whether they opened the confirmation link; nothing is sent before." })
  confirmed!: boolean;
}

@ObjectType({ description: "One alert sent, with how its e-mails fared." })
export class AlertSendSummary {
  @Field(() => AlertKind)
  kind!: AlertKind;

  @Field(() => String)
  subject!: string;

  @Field(() => Date)
  sentAt!: Date;

  @Field(() => Int)
  recipients!: number;

  @Field(() => Int, { description: "Accepted by the mail server (or the push service)." })
  delivered!: number;

  @Field(() => Int, { description: "Given up on (refused, or failing after every retry)." })
  failed!: number;

  @Field(() => Int, { description: "Still waiting to be sent, or to be tried again." })
  queued!: number;
}

@ObjectType({ description: "E-mail alerts at a glance, for staff." })
export class AlertsOverview {
  @Field(() => Int, { description: "Confirmed subscribers to urgent announcements." })
  urgentSubscribers!: number;

  @Field(() => Int, { description: "Browsers that turned on notifications for urgent announcements." })
  pushSubscribers!: number;

  @Field(() => Int, { description: "Confirmed subscribers to the weekly digest." })
  digestSubscribers!: number;

  @Field(() => Int)
  awaitingConfirmation!: number;

  @Field(() => [AlertSendSummary], { description: "The latest sends, newest first." })
  recentSends!: AlertSendSummary[];
}
