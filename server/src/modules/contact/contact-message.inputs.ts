import { ArgsType, Field, InputType } from "type-graphql";
import { IsBoolean, IsEmail, IsEnum, IsOptional, MaxLength } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import { IsNotBlank } from "../../kernel/validators";
import { ContactSubject } from "./contact-message.entity";

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const MESSAGE_MAX = 5000;

@InputType({ description: "What the contact form sends." })
export class ContactMessageInput {
  @Field(() => String)
  @IsNotBlank({ message: "Please enter your name" })
  @MaxLength(NAME_MAX, { message: `Your name must be at most ${NAME_MAX} characters` })
  name!: string;

  @Field(() => String)
  @MaxLength(EMAIL_MAX, { message: `Your e-mail address must be at most ${EMAIL_MAX} characters` })
  @IsEmail({}, { message: "Please enter a valid e-mail address" })
  email!: string;

  @Field(() => ContactSubject)
  @IsEnum(ContactSubject, { message: "Please choose a subject" })
  subject!: ContactSubject;

  @Field(() => String)
  @IsNotBlank({ message: "Please enter a message" })
  @MaxLength(MESSAGE_MAX, { message: `Your message must be at most ${MESSAGE_MAX} characters` })
  message!: string;

  /** A field people never see or fill in: anything in it marks the sender as a bot. */
  @Field(() => String, { nullable: true, description: "Leave empty. (A trap for automated senders.)" })
  @IsOptional()
  @MaxLength(500)
  website?: string | null;
}

@ArgsType()
export class ContactMessageListArgs extends PageArgs {
  @Field(() => Boolean, { defaultValue: false, description: "Only messages nobody has read yet." })
  @IsBoolean()
  unreadOnly: boolean = false;
}
