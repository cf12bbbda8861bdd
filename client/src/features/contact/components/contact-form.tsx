import { Alert, Box, Button, Field, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { flushSync } from "react-dom";
import { useSearchParams } from "react-router-dom";
import type { ContactSubject } from "../../../gql/graphql";
import { errorCodeOf, fieldErrorsOf } from "../../../lib/graphql-errors";
import { useReducedMotion } from "../../../lib/use-reduced-motion";
import { useSubmitContactMessage } from "../api/submit-contact-message";

/** 'Sending' lasts at least 1.5 s, so a quick answer does not flash past unread. */
export const SENDING_MIN_MS = 1500;

/** The subjects a visitor chooses from, as labels and the API's values. */
const SUBJECTS: { value: ContactSubject; label: string }[] = [
  { value: "Admissions", label: "Admissions" },
  { value: "AcademicInquiry", label: "Academic Inquiry" },
  { value: "Events", label: "Events" },
  { value: "Careers", label: "Careers" },
  { value: "Other", label: "Other" },
];

type Status = "idle" | "sending" | "sent";
type FieldName = "name" | "email" | "subject" | "message";
type Values = Record<FieldName, string> & { website: string };

const EMPTY: Values = { name: "", email: "", subject: "", message: "", website: "" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function initialSubject(param: string | null): string {
  return SUBJECTS.find((subject) => subject.label === param || subject.value === param)?.value ?? "";
}

/** The browser's own checks (required, e-mail format), worded for a parent. */
function validate(form: HTMLFormElement, values: Values): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (!values.name.trim()) errors.name = "Please enter your name";
  const email = form.elements.namedItem("email") as HTMLInputElement;
  if (!values.email.trim()) errors.email = "Please enter your e-mail address";
  else if (email.validity.typeMismatch) errors.email = "Please enter a valid e-mail address";
  if (!values.subject) errors.subject = "Please choose a subject";
  if (!values.message.trim()) errors.message = "Please enter a message";
  return errors;
}

export function ContactForm({ phone }: { phone?: string }) {
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, subject: initialSubject(params.get("subject")) }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const [submit] = useSubmitContactMessage();
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const reducedMotion = useReducedMotion();
  const confirmation = useRef<HTMLDivElement>(null);
  const nameField = useRef<HTMLInputElement>(null);

  // The confirmation replaces a long form, so bring it into view and focus it, which screen readers also read.
  useEffect(() => {
    if (status !== "sent") return;
    confirmation.current?.focus({ preventScroll: true });
    confirmation.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "center" });
  }, [status, reducedMotion]);

  const change = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (name !== "website") setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const found = validate(event.currentTarget, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setStatus("sending");
    const started = Date.now();
    try {
      await submit({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject as ContactSubject,
            message: values.message.trim(),
            website: values.website || null,
          },
        },
      });
      await wait(Math.max(0, SENDING_MIN_MS - (Date.now() - started)));
      if (!mounted.current) return;
      setValues(EMPTY);
      setStatus("sent");
    } catch (error) {
      await wait(Math.max(0, SENDING_MIN_MS - (Date.now() - started)));
      if (!mounted.current) return;
      setStatus("idle");
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
      } else if (errorCodeOf(error) === "LimitExceededException") {
        setFailure(
          `You have sent several messages in a short time. Please try again later${phone ? `, or call us on ${phone}` : ""}.`,
        );
      } else {
        setFailure(
          `Your message could not be sent. Please check your connection and try again${phone ? `, or call us on ${phone}` : ""}.`,
        );
      }
    }
  };

  // The parent starts again on the empty form, in its first field.
  const writeAnother = () => {
    flushSync(() => setStatus("idle"));
    nameField.current?.focus();
  };

  if (status === "sent") {
    return (
      <Stack gap="5">
        <Alert.Root
          ref={confirmation}
          tabIndex={-1}
          role="status"
          status="success"
          borderRadius="md"
          scrollMarginTop="var(--header-height, 4.5rem)"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Message sent!</Alert.Title>
            <Alert.Description fontSize="md">
              Thank you for contacting us. We will get back to you as soon as possible.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button size="lg" variant="outline" colorPalette="school" alignSelf="flex-start" onClick={writeAnother}>
          Send another message
        </Button>
      </Stack>
    );
  }

  const sending = status === "sending";
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Contact form">
      <Stack gap="5">
        <Box aria-live="polite">
          {failure && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description fontSize="md">{failure}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Box>
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            Full name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={nameField}
            name="name"
            autoComplete="name"
            size="lg"
            value={values.name}
            onChange={change("name")}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.email}>
          <Field.Label>
            E-mail address <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            size="lg"
            value={values.email}
            onChange={change("email")}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.subject}>
          <Field.Label>
            Subject <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field name="subject" value={values.subject} onChange={change("subject")}>
              <option value="" disabled>
                Select a subject
              </option>
              {SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.subject}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.message}>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="message" rows={6} size="lg" value={values.message} onChange={change("message")} />
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        {/* A trap for bots: people never see this field, so a filled-in value marks automated mail. */}
        <Box position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden" aria-hidden="true">
          <label>
            Website
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={change("website")}
            />
          </label>
        </Box>
        <Button
          type="submit"
          size="lg"
          colorPalette="school"
          alignSelf="flex-start"
          loading={sending}
          loadingText="Sending..."
        >
          <Send aria-hidden size={18} />
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
