import { Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { UnauthenticatedError } from "../../kernel/errors";
import {
  ChangePasswordArgs,
  ConfirmForgotPasswordArgs,
  ForgotPasswordArgs,
  SignOutSessionArgs,
} from "./account.inputs";
import type { AccountService, OwnSession } from "./account.service";
import type { AuthContext } from "./auth.context";
import type { User } from "./user.entity";

@ObjectType({ simpleResolvers: true, description: "One of the signed-in staff member's open sign-ins." })
class AccountSession implements OwnSession {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: "The browser's User-Agent header when it signed in." })
  userAgent!: string | null;

  @Field(() => String, { nullable: true, description: "The address it signed in from." })
  clientAddress!: string | null;

  @Field(() => Date)
  signedInAt!: Date;

  @Field(() => Date, { description: "When it last refreshed its access token (or signed in)." })
  lastUsedAt!: Date;

  @Field(() => Boolean, { description: "True for the sign-in that is asking." })
  current!: boolean;
}

/** The staff member and the sign-in asking; @Authorized() has already checked both are live. */
async function signedIn({ currentUser, currentSessionId }: AuthContext): Promise<{ user: User; sessionId: string }> {
  const user = await currentUser();
  const sessionId = currentSessionId();
  if (!user || !sessionId) throw new UnauthenticatedError();
  return { user, sessionId };
}

@Resolver()
export class AccountResolver {
  constructor(private readonly accountService: AccountService) {}

  @Mutation(() => Boolean, {
    description: "E-mails a 6-digit code to reset the password, if the account exists and has an e-mail: always true.",
  })
  forgotPassword(
    @Args(() => ForgotPasswordArgs) { username }: ForgotPasswordArgs,
    @Ctx() { clientAddress }: AuthContext,
  ) {
    return this.accountService.forgotPassword(username, clientAddress);
  }

  @Mutation(() => Boolean, { description: "Sets a new password with the e-mailed code, and ends every sign-in." })
  confirmForgotPassword(
    @Args(() => ConfirmForgotPasswordArgs) { username, code, newPassword }: ConfirmForgotPasswordArgs,
    @Ctx() { clientAddress }: AuthContext,
  ) {
    return this.accountService.confirmForgotPassword(username, code, newPassword, clientAddress);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Changes the signed-in staff member's password; their other sign-ins end." })
  async changePassword(
    @Args(() => ChangePasswordArgs) { currentPassword, newPassword }: ChangePasswordArgs,
    @Ctx() context: AuthContext,
  ) {
    const { user, sessionId } = await signedIn(context);
    return this.accountService.changePassword(user, sessionId, currentPassword, newPassword);
  }

  @Authorized()
  @Query(() => [AccountSession], {
    description: "The signed-in staff member's open sign-ins, most recently used first.",
  })
  async mySessions(@Ctx() context: AuthContext) {
    const { user, sessionId } = await signedIn(context);
    return this.accountService.ownSessions(user, sessionId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Ends one of the signed-in staff member's own sign-ins." })
  async signOutSession(@Args(() => SignOutSessionArgs) { id }: SignOutSessionArgs, @Ctx() context: AuthContext) {
    const { user } = await signedIn(context);
    return this.accountService.signOutSession(user, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: "Ends every sign-in of the staff member but this one; answers how many ended." })
  async signOutOtherSessions(@Ctx() context: AuthContext) {
    const { user, sessionId } = await signedIn(context);
    return this.accountService.signOutOtherSessions(user, sessionId);
  }
}
