import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { LogOut, Menu, X } from "lucide-react";
import { Suspense, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router-dom";
import { LoadingState } from "../../../components/ui/state-message";
import type { SessionUser } from "../../../lib/auth-session";
import type { AdminPage } from "../admin-section";
import { useSignOut } from "../auth/api/sign-out";
import { mayOpen } from "../auth/may-open";
import { useConfirmLeave } from "../components/unsaved-changes-guard";
import { dashboardPage } from "../dashboard/dashboard-page";
import { adminPaths } from "../paths";
import { useStaffSections } from "../staff-sections";

const SIDEBAR_WIDTH = "16rem";

function SidebarLink({ item: { path, label, icon: Icon, Badge } }: { item: AdminPage }) {
  return (
    <NavLink to={path} end={path === adminPaths.dashboard}>
      {({ isActive }) => (
        <Flex
          align="center"
          gap="3"
          minH="11"
          px="3"
          borderRadius="md"
          fontWeight="medium"
          bg={isActive ? "school.600" : "transparent"}
          color={isActive ? "white" : "school.100"}
          _hover={{ bg: isActive ? "school.600" : "school.700", color: "white" }}
          aria-current={isActive ? "page" : undefined}
        >
          <Icon size={20} aria-hidden />
          <Text flex="1">{label}</Text>
          {Badge && <Badge />}
        </Flex>
      )}
    </NavLink>
  );
}

/** The staff panel's frame: sidebar (a collapsible menu on phones), header with title and user, page. */
export function AdminLayout({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The phone menu is open for the page it was opened on: going to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const [signOut, { loading: signingOut }] = useSignOut();
  const confirmLeave = useConfirmLeave();
  const sections = useStaffSections();
  const here = pathname.replace(/\/$/, "");
  // A section's own pages (/admin/content/home) keep its title.
  const current = sections.find((item) => here === item.path || here.startsWith(`${item.path}/`)) ?? dashboardPage;
  // The sidebar, in order: the dashboard, then every section this staff member may open.
  const adminNav: AdminPage[] = [dashboardPage, ...sections.filter((section) => mayOpen(section, user.role))];

  const logout = async () => {
    await signOut().catch(() => undefined);
    void navigate(adminPaths.login, { replace: true });
  };

  return (
    <Flex minH="100dvh" direction={{ base: "column", lg: "row" }} bg="gray.50">
      <title>{`${current.title} | Admin`}</title>
      <meta name="robots" content="noindex" />
      <Box
        as="nav"
        aria-label="Admin"
        bg="school.800"
        color="white"
        w={{ lg: SIDEBAR_WIDTH }}
        flexShrink={0}
        px="3"
        py={{ base: "2", lg: "6" }}
      >
        <Flex align="center" justify="space-between" px="3" minH="12">
          <Text fontWeight="bold" fontSize="lg">
            School Admin
          </Text>
          <Button
            hideFrom="lg"
            variant="ghost"
            color="white"
            _hover={{ bg: "school.700" }}
            // The ghost variant's open state is a near-white background, which hid the white text.
            _expanded={{ bg: "school.700" }}
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            Menu
          </Button>
        </Flex>
        <Stack
          id="admin-menu"
          gap="1"
          mt={{ base: "2", lg: "6" }}
          display={{ base: menuOpen ? "flex" : "none", lg: "flex" }}
        >
          {adminNav.map((item) => (
            <SidebarLink key={item.path} item={item} />
          ))}
          <Button
            justifyContent="flex-start"
            variant="ghost"
            color="school.100"
            minH="11"
            px="3"
            fontSize="md"
            fontWeight="medium"
            _hover={{ bg: "school.700", color: "white" }}
            loading={signingOut}
            onClick={() => confirmLeave(() => void logout())}
          >
            <LogOut size={20} aria-hidden /> Logout
          </Button>
        </Stack>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          bg="bg"
          borderBottomWidth="1px"
          px={{ base: "4", md: "8" }}
          py="4"
          gap="2"
          direction={{ base: "column", md: "row" }}
          align={{ md: "center" }}
          justify="space-between"
        >
          <Heading as="h1" size="xl" color="school.800">
            {current.title}
          </Heading>
          <Text color="fg.muted">Logged in as: {user.email || "Admin"}</Text>
        </Flex>
        <Box as="main" flex="1" px={{ base: "4", md: "8" }} py="6">
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
