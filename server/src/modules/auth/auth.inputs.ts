import { ArgsType, Field } from "type-graphql";
import { MaxLength } from "class-validator";
import { IsNotBlank } from "../../kernel/validators";

/** Generous bounds that stop oversized bodies; the password rule itself lives in the auth service. */
const IDENTIFIER_MAX = 254;
const PASSWORD_INPUT_MAX = 1024;
const SESSION_MAX = 200;

@ArgsType()
export class SignInArgs {
  @Field(() => String, { description: "Username or e-mail, in any case." })
  @IsNotBlank({ message: "Username is required" })
  @MaxLength(IDENTIFIER_MAX, { message: `Username must be at most ${IDENTIFIER_MAX} characters` })
  username!: string;

  @Field(() => String)
  @IsNotBlank({ message: "Password is required" })
  @MaxLength(PASSWORD_INPUT_MAX, { message: `Password must be at most ${PASSWORD_INPUT_MAX} characters` })
  password!: string;
}

@ArgsType()
export class ConfirmSignInWithNewPasswordArgs {
  @Field(() => String, { description: "The session signIn answered with." })
  @IsNotBlank({ message: "Session is required" })
  @MaxLength(SESSION_MAX, { message: "Session is not valid" })
  session!: string;

  @Field(() => String)
  @IsNotBlank({ message: "New password is required" })
  @MaxLength(PASSWORD_INPUT_MAX, { message: `New password must be at most ${PASSWORD_INPUT_MAX} characters` })
  newPassword!: string;
}
