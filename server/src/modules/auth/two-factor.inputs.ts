import { ArgsType, Field } from "type-graphql";
import { MaxLength } from "class-validator";
import { IsNotBlank } from "../../kernel/validators";
import { SECOND_FACTOR_CODE_MAX } from "./auth.inputs";

const PASSWORD_INPUT_MAX = 1024;
const CODE_MESSAGE = "Enter the 6-digit code from your app or a recovery code";

@ArgsType()
export class SecondFactorCodeArgs {
  @Field(() => String, { description: "The 6-digit code from the authenticator app, or a recovery code." })
  @IsNotBlank({ message: "Code is required" })
  @MaxLength(SECOND_FACTOR_CODE_MAX, { message: CODE_MESSAGE })
  code!: string;
}

@ArgsType()
export class DisableTotpArgs extends SecondFactorCodeArgs {
  @Field(() => String)
  @IsNotBlank({ message: "Current password is required" })
  @MaxLength(PASSWORD_INPUT_MAX, { message: `Current password must be at most ${PASSWORD_INPUT_MAX} characters` })
  currentPassword!: string;
}
