import { ArgsType, Field } from "type-graphql";
import { MaxLength } from "class-validator";
import { IsNotBlank } from "../../kernel/validators";

/** Generous bounds that stop oversized bodies; the password rule itself lives in the auth service. */
const IDENTIFIER_MAX = 254;
const PASSWORD_INPUT_MAX = 1024;
const SESSION_MAX = 200;
/** The two-factor step's session is a signed token, longer than the new-password step's. */
const SIGNED_SESSION_MAX = 1000;
/** A 6-digit code or a recovery code (`abcde-12345`), with room for the spaces people type. */
export const SECOND_FACTOR_CODE_MAX = 32;

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

@ArgsType()
export class ConfirmSignInWithTotpArgs {
  @Field(() => String, { description: "The session signIn answered with." })
  @IsNotBlank({ message: "Session is required" })
  @MaxLength(SIGNED_SESSION_MAX, { message: "Session is not valid" })
  session!: string;

  @Field(() => String, { description: "The 6-digit code from the authenticator app, or a recovery code." })
  @IsNotBlank({ message: "Code is required" })
  @MaxLength(SECOND_FACTOR_CODE_MAX, { message: "Enter the 6-digit code from your app or a recovery code" })
  code!: string;
}
