import { ArgsType, Field } from "type-graphql";
import { IsEmail, IsEnum, MaxLength } from "class-validator";
import { Role } from "../../kernel/roles";
import { IsNotBlank } from "../../kernel/validators";

const EMAIL_MAX = 254;
const TOKEN_MAX = 200;
const PASSWORD_INPUT_MAX = 1024;

@ArgsType()
export class InviteStaffArgs {
  @Field(() => String, { description: "Where the invitation goes; the colleague signs in with it." })
  @IsEmail({}, { message: "Enter a valid e-mail address" })
  @MaxLength(EMAIL_MAX, { message: `E-mail must be at most ${EMAIL_MAX} characters` })
  email!: string;

  @Field(() => Role)
  @IsEnum(Role, { message: "Choose a role" })
  role!: Role;
}

@ArgsType()
export class StaffInvitationArgs {
  @Field(() => String, { description: "The token of the invitation's link." })
  @IsNotBlank({ message: "The invitation link is incomplete" })
  @MaxLength(TOKEN_MAX, { message: "The invitation link is not valid" })
  token!: string;
}

@ArgsType()
export class AcceptStaffInvitationArgs extends StaffInvitationArgs {
  @Field(() => String)
  @IsNotBlank({ message: "New password is required" })
  @MaxLength(PASSWORD_INPUT_MAX, { message: `New password must be at most ${PASSWORD_INPUT_MAX} characters` })
  newPassword!: string;
}
