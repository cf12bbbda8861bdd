import { Arg, Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { UnauthenticatedError } from "../../kernel/errors";
import { Role } from "../../kernel/roles";
import type { AuthContext } from "./auth.context";
import type { TotpSetup as TotpSetupDetails } from "./second-factor";
import { DisableTotpArgs, SecondFactorCodeArgs } from "./two-factor.inputs";
import type { SecuritySettingsState, TwoFactorService, TwoFactorState } from "./two-factor.service";
import { User } from "./user.entity";

@ObjectType({ simpleResolvers: true, description: "What an authenticator app needs to add the account." })
class TotpSetup implements TotpSetupDetails {
  @Field(() => String, { description: "The secret in base32, for typing into the app by hand." })
  sharedSecret!: string;

  @Field(() => String, { description: "The otpauth:// link, naming the school and the account." })
  setupUri!: string;

  @Field(() => String, { description: "The link as a QR code: an SVG data URL." })
  qrCode!: string;
}

@ObjectType({ simpleResolvers: true, description: "The signed-in staff member's two-factor sign-in." })
class TwoFactorStatus implements TwoFactorState {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Int, { description: "Recovery codes not used yet." })
  recoveryCodesLeft!: number;

  @Field(() => Boolean, { description: "Administrators require two-factor of every staff account." })
  required!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "How staff accounts must sign in." })
class SecuritySettings implements SecuritySettingsState {
  @Field(() => Boolean, { description: "Every staff member must sign in with two-factor authentication." })
  requireTwoFactor!: boolean;

  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;
}

/**
 * The staff member asking, even while the school holds them to setting up two-factor: these are the
 * only operations such a sign-in may use (the auth checker refuses it everything `@Authorized`).
 */
async function signedInUser({ signedInStaff }: AuthContext): Promise<User> {
  const staff = await signedInStaff();
  if (!staff) throw new UnauthenticatedError();
  return staff.user;
}

@Resolver()
export class TwoFactorResolver {
  constructor(private readonly twoFactorService: TwoFactorService) {}

  @Query(() => TwoFactorStatus, { description: "The signed-in staff member's two-factor sign-in." })
  async myTwoFactor(@Ctx() context: AuthContext) {
    return this.twoFactorService.state(await signedInUser(context));
  }

  @Mutation(() => TotpSetup, {
    description:
      "A new secret for an authenticator app; two-factor is on once verifyTotpSetup confirms a code from it.",
  })
  async setUpTotp(@Ctx() context: AuthContext) {
    return this.twoFactorService.setUp(await signedInUser(context));
  }

  @Mutation(() => [String], {
    description: "Turns two-factor on with a code from the app just set up; answers 10 recovery codes, shown once.",
  })
  async verifyTotpSetup(@Args(() => SecondFactorCodeArgs) { code }: SecondFactorCodeArgs, @Ctx() context: AuthContext) {
    return this.twoFactorService.verifySetup(await signedInUser(context), code);
  }

  @Authorized()
  @Mutation(() => [String], {
    description: "Replaces the recovery codes (the old ones stop working); needs a current code.",
  })
  async regenerateRecoveryCodes(
    @Args(() => SecondFactorCodeArgs) { code }: SecondFactorCodeArgs,
    @Ctx() context: AuthContext,
  ) {
    return this.twoFactorService.regenerateRecoveryCodes(await signedInUser(context), code);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Turns two-factor off; needs the current password and a current code." })
  async disableTotp(
    @Args(() => DisableTotpArgs) { currentPassword, code }: DisableTotpArgs,
    @Ctx() context: AuthContext,
  ) {
    return this.twoFactorService.disable(await signedInUser(context), currentPassword, code);
  }

  @Authorized(Role.ADMINISTRATOR)
  @Mutation(() => User, {
    description: "Removes a colleague's second factor (a lost phone) and ends their sign-ins (administrators only).",
  })
  resetStaffTwoFactor(@Arg("id", () => ID) id: string) {
    return this.twoFactorService.resetForStaff(id);
  }

  @Authorized(Role.ADMINISTRATOR)
  @Query(() => SecuritySettings, { description: "How staff accounts must sign in (administrators only)." })
  securitySettings() {
    return this.twoFactorService.securitySettings();
  }

  @Authorized(Role.ADMINISTRATOR)
  @Mutation(() => SecuritySettings, {
    description: "Requires two-factor of every staff account, or stops; only with the administrator's own on.",
  })
  async updateSecuritySettings(
    @Arg("requireTwoFactor", () => Boolean) requireTwoFactor: boolean,
    @Ctx() context: AuthContext,
  ) {
    return this.twoFactorService.updateSecuritySettings(await signedInUser(context), requireTwoFactor);
  }
}
