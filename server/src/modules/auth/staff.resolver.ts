import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { Role } from "../../kernel/roles";
import type { AuthContext } from "./auth.context";
import { AcceptStaffInvitationArgs, InviteStaffArgs, StaffInvitationArgs } from "./staff.inputs";
import { User } from "./user.entity";
import type { UserService } from "./user.service";

/** The panel's staff screen: administrators run everyone's accounts; an invitee accepts with their link. */
@Resolver()
export class StaffResolver {
  constructor(private readonly userService: UserService) {}

  @Authorized(Role.ADMINISTRATOR)
  @Query(() => [User], { description: "Every staff account, by username (administrators only)." })
  staffAccounts() {
    return this.userService.list();
  }

  @Authorized(Role.ADMINISTRATOR)
  @Mutation(() => User, { description: "E-mails a colleague a link, valid 7 days, to choose a password." })
  inviteStaff(@Args(() => InviteStaffArgs) { email, role }: InviteStaffArgs) {
    return this.userService.invite(email, role);
  }

  @Authorized(Role.ADMINISTRATOR)
  @Mutation(() => User, { description: "E-mails a new invitation link; the earlier one stops working." })
  resendStaffInvitation(@Arg("id", () => ID) id: string) {
    return this.userService.resendInvitation(id);
  }

  @Authorized(Role.ADMINISTRATOR)
  @Mutation(() => User, { description: "The last active administrator cannot be made an editor." })
  changeStaffRole(@Arg("id", () => ID) id: string, @Arg("role", () => Role) role: Role) {
    return this.userService.changeRole(id, role);
  }

  @Authorized(Role.ADMINISTRATOR)
  @Mutation(() => User, {
    description: "Ends the account's sessions at once; not one's own account, not the last active administrator.",
  })
  async disableStaffAccount(@Arg("id", () => ID) id: string, @Ctx() { currentUser }: AuthContext) {
    return this.userService.disableAccount(id, (await currentUser())?.id ?? null);
  }

  @Authorized(Role.ADMINISTRATOR)
  @Mutation(() => User)
  enableStaffAccount(@Arg("id", () => ID) id: string) {
    return this.userService.enableAccount(id);
  }

  @Mutation(() => String, {
    description:
      "The invitee's username, if their link can still be used; refused as acceptStaffInvitation would refuse it. A mutation: never cached.",
  })
  checkStaffInvitation(
    @Args(() => StaffInvitationArgs) { token }: StaffInvitationArgs,
    @Ctx() { clientAddress }: RequestContext,
  ) {
    return this.userService.checkInvitation(token, clientAddress);
  }

  @Mutation(() => User, {
    description: "Sets the invitee's password from their link, once; then they sign in with their username.",
  })
  acceptStaffInvitation(
    @Args(() => AcceptStaffInvitationArgs) { token, newPassword }: AcceptStaffInvitationArgs,
    @Ctx() { clientAddress }: RequestContext,
  ) {
    return this.userService.acceptInvitation(token, newPassword, clientAddress);
  }
}
