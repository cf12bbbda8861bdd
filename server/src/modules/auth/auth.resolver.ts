import { Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import type { AuthContext } from "./auth.context";
import { ConfirmSignInWithNewPasswordArgs, ConfirmSignInWithTotpArgs, SignInArgs } from "./auth.inputs";
import { SignInStep } from "./auth.service";
import type { AuthService, SignInOutcome, SignedIn } from "./auth.service";
import { User } from "./user.entity";

registerEnumType(SignInStep, { name: "SignInStep", description: "What the client must do next to finish signing in." });

@ObjectType({
  simpleResolvers: true,
  description: "A signed-in session; the refresh token travels in an httpOnly cookie.",
})
class AuthTokens implements SignedIn {
  @Field(() => String, { description: "Access and identity token: send it as `Authorization: Bearer <token>`." })
  accessToken!: string;

  @Field(() => Int, { description: "Seconds until the access token expires; then call refreshSession." })
  expiresIn!: number;

  @Field(() => User)
  user!: User;

  @Field(() => Boolean, {
    description: "The school requires two-factor and it is not set up yet: these tokens may only set it up.",
  })
  mustSetUpTwoFactor!: boolean;
}

@ObjectType({ simpleResolvers: true })
class SignInResult implements SignInOutcome {
  @Field(() => SignInStep)
  nextStep!: SignInStep;

  @Field(() => String, {
    nullable: true,
    description:
      "With CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: pass it to confirmSignInWithNewPassword, once. " +
      "With CONFIRM_SIGN_IN_WITH_TOTP_CODE: pass it to confirmSignInWithTotp with the code.",
  })
  session!: string | null;

  @Field(() => Date, { nullable: true, description: "When the session above stops being accepted (3 minutes)." })
  sessionExpiresAt!: Date | null;

  @Field(() => AuthTokens, {
    nullable: true,
    description: "With DONE, and with CONTINUE_SIGN_IN_WITH_TOTP_SETUP (tokens that may only set up two-factor).",
  })
  signedIn!: AuthTokens | null;
}

@Resolver()
export class AuthResolver {
  constructor(private readonly authService: AuthService) {}

  @Query(() => User, { nullable: true, description: "The signed-in staff member, or null." })
  async me(@Ctx() { signedInStaff }: AuthContext) {
    return (await signedInStaff())?.user ?? null;
  }

  @Mutation(() => SignInResult, { description: "Signs in with a username or e-mail and a password." })
  signIn(
    @Args(() => SignInArgs) { username, password }: SignInArgs,
    @Ctx() { refreshCookie, clientAddress, userAgent }: AuthContext,
  ) {
    return this.authService.signIn(username, password, { refreshCookie, clientAddress, userAgent });
  }

  @Mutation(() => SignInResult, { description: "Sets the new password a temporary one requires, and signs in." })
  confirmSignInWithNewPassword(
    @Args(() => ConfirmSignInWithNewPasswordArgs) { session, newPassword }: ConfirmSignInWithNewPasswordArgs,
    @Ctx() { refreshCookie, clientAddress, userAgent }: AuthContext,
  ) {
    return this.authService.confirmNewPassword(session, newPassword, { refreshCookie, clientAddress, userAgent });
  }

  @Mutation(() => SignInResult, {
    description:
      "Finishes a sign-in with two-factor on: a code from the authenticator app, or one of the recovery codes (once).",
  })
  confirmSignInWithTotp(
    @Args(() => ConfirmSignInWithTotpArgs) { session, code }: ConfirmSignInWithTotpArgs,
    @Ctx() { refreshCookie, clientAddress, userAgent }: AuthContext,
  ) {
    return this.authService.confirmTotp(session, code, { refreshCookie, clientAddress, userAgent });
  }

  @Mutation(() => AuthTokens, { description: "Rotates the refresh cookie and answers a fresh access token." })
  refreshSession(@Ctx() { refreshCookie }: AuthContext) {
    return this.authService.refresh(refreshCookie);
  }

  @Mutation(() => Boolean, { description: "Revokes the refresh cookie's session and clears the cookie." })
  signOut(@Ctx() { refreshCookie }: AuthContext) {
    return this.authService.signOut(refreshCookie);
  }
}
