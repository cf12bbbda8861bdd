import { ArgsType, Field, ID } from "type-graphql";
import { Matches, MaxLength } from "class-validator";
import { IsNotBlank } from "../../kernel/validators";

/** Generous bounds that stop oversized bodies; the password rule itself lives in the password policy. */
const IDENTIFIER_MAX = 254;
const PASSWORD_INPUT_MAX = 1024;

@ArgsType()
export class ForgotPasswordArgs {
  @Field(() => String, { description: "Username or e-mail, in any case." })
  @IsNotBlank({ message: "Username or e-mail is required" })
  @MaxLength(IDENTIFIER_MAX, { message: `Username or e-mail must be at most ${IDENTIFIER_MAX} characters` })
  username!: string;
}

@ArgsType()
export class ConfirmForgotPasswordArgs extends ForgotPasswordArgs {
  @Field(() => String, { description: "The 6-digit code from the e-mail." })
  @Matches(/^\s*\d{6}\s*$/, { message: "Enter the 6-digit code from the e-mail" })
  code!: string;

  @Field(() => String)
  @IsNotBlank({ message: "New password is required" })
  @MaxLength(PASSWORD_INPUT_MAX, { message: `New password must be at most ${PASSWORD_INPUT_MAX} characters` })
  newPassword!: string;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String)
  @IsNotBlank({ message: "Current password is required" })
  @MaxLength(PASSWORD_INPUT_MAX, { message: `Current password must be at most ${PASSWORD_INPUT_MAX} characters` })
  currentPassword!: string;

  @Field(() => String)
  @IsNotBlank({ message: "New password is required" })
  @MaxLength(PASSWORD_INPUT_MAX, { message: `New password must be at most ${PASSWORD_INPUT_MAX} characters` })
  newPassword!: string;
}

@ArgsType()
export class SignOutSessionArgs {
  @Field(() => ID)
  id!: string;
}
