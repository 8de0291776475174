// Generated from /api/openapi.json by openapi-typescript (apps/server/src/plugins/openapi.test.ts).
// After an API change: npx vitest run --project api-pglite apps/server/src/plugins/openapi.test.ts -u

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's and its database's status (503 when the database does not answer) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the agency, its agent and a session */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with e-mail and password: the account, and the session cookie */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session and clears its cookie (answers ok without one too) */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a reset link (the same answer whether or not the address has an account) */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the e-mailed reset link's token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in, and whether they may use the portal; null for a visitor without a session */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the signed-in user's name and phone */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settings page: the account's live sessions, e-mail preferences and time zone */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password (the current one required); every other session of the account ends */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one of the account's sessions */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every session of the account but this one */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets which e-mails the account receives */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/time-zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the account's time zone */
        put: operations["updateTimeZone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finishes a sign-in that waits for a second factor: an authenticator code or a backup code (five wrong in a row lock entry for 15 minutes) */
        post: operations["verifySecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's second factors: the authenticator app, backup codes left, whether one is required */
        get: operations["getTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/two-factor/authenticator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts setting up an authenticator app: a new key, its otpauth:// URI and QR code */
        post: operations["startAuthenticator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/two-factor/authenticator/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns the authenticator app on with a right code; answers ten backup codes, shown once */
        post: operations["confirmAuthenticator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/two-factor/backup-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the backup codes with ten new ones (the password required) */
        post: operations["regenerateBackupCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns the authenticator app off (the password and a code required) */
        post: operations["disableAuthenticator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Requires (or stops requiring) a second factor of the agency's whole team, from each one's next sign-in */
        put: operations["setTeamTwoFactor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a sign-in with a passkey: a single-use challenge (5 minutes) for the browser */
        post: operations["passkeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a passkey (both factors): the account and the session cookie; a sign-in waiting for a second factor is finished instead */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's passkeys: name, created, last used */
        get: operations["listPasskeys"];
        put?: never;
        /** Adds a passkey from the browser's new credential; it is a second factor from now on */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts adding a passkey: a single-use challenge (5 minutes) and the account for the browser (20 per 15 minutes) */
        post: operations["passkeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the own passkeys (the password, and a code when the authenticator app is on; not an account's last second factor when one is required) */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        /** Renames one of the own passkeys */
        patch: operations["renamePasskey"];
        trace?: never;
    };
    "/api/admin/users/{userId}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a person's second factors (authenticator, backup codes, passkeys) and ends their sessions; they are e-mailed */
        post: operations["resetTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything Home shows, in one answer */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/getting-started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Closes the viewer's getting-started checklist on Home for good */
        delete: operations["dismissGettingStarted"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/pillars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pillars with the viewer's progress */
        get: operations["listPillars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/pillars/{pillarSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pillar and its key elements with the viewer's progress */
        get: operations["getPillar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/pillars/{pillarSlug}/elements/{elementSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A key element with its lessons, completion marks and bookmarks */
        get: operations["getKeyElement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/key-elements/{keyElementId}/lessons/{lessonId}/completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks a lesson complete (idempotent) */
        put: operations["markLessonComplete"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/lessons/{lessonId}/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bookmarks a lesson (again: keeps the bookmark as it is) */
        put: operations["bookmarkLesson"];
        post?: never;
        /** Removes the viewer's bookmark of a lesson */
        delete: operations["removeLessonBookmark"];
        options?: never;
        head?: never;
        /** Saves a bookmarked lesson's rating */
        patch: operations["updateLessonBookmark"];
        trace?: never;
    };
    "/api/learning/lessons/{lessonId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the viewer's notes on a lesson, bookmarked or not ('' clears them) */
        put: operations["saveLessonNotes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published articles, newest first or by search rank, 24 a page, with the filter options */
        get: operations["listResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article with its likes, the viewer's like and bookmark, comments and related articles */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{articleId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Likes an article (idempotent) */
        put: operations["likeArticle"];
        post?: never;
        /** Removes the viewer’s like (idempotent) */
        delete: operations["unlikeArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{articleId}/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bookmarks an article (idempotent) */
        put: operations["bookmarkArticle"];
        post?: never;
        /** Removes the viewer’s bookmark (idempotent) */
        delete: operations["removeArticleBookmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gurus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active gurus by name with their specialties */
        get: operations["listGurus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gurus/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guru profile with specialties and linked published articles */
        get: operations["getGuru"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guru-content/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's guru record and one page of its articles, searched and filtered */
        get: operations["listGuruArticles"];
        put?: never;
        /** Creates an article of the viewer’s guru record (published_at set when published) */
        post: operations["createGuruArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guru-content/articles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The create form: the viewer's guru record, the categories and topics */
        get: operations["getGuruArticleOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guru-content/articles/{articleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the guru’s own articles as the edit form shows it, with the choices */
        get: operations["getGuruArticle"];
        /** Saves one of the guru’s own articles and replaces its categories and topics */
        put: operations["updateGuruArticle"];
        post?: never;
        /** Deletes one of the guru’s own articles */
        delete: operations["deleteGuruArticle"];
        options?: never;
        head?: never;
        /** Publishes or unpublishes one of the guru’s own articles (published_at set once) */
        patch: operations["setGuruArticlePublished"];
        trace?: never;
    };
    "/api/guru-content/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Creates or completes the viewer's guru record and shows it under Gurus */
        put: operations["setUpGuruProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people of the viewer's organization (superadmins: any organization), searchable, by role, with pending invitations */
        get: operations["listTeamMembers"];
        put?: never;
        /** Add User: invites the person by e-mail (a one-time link, 7 days), or creates the account with a password a superadmin sets */
        post: operations["createTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person of the agency's team (agents: their own organization's only) */
        get: operations["getTeamMember"];
        put?: never;
        post?: never;
        /** Deletes the person, their sessions and sign-in (never oneself, never the last agent) */
        delete: operations["deleteTeamMember"];
        options?: never;
        head?: never;
        /** Edit User: names, role (team member or agent), phone, guru flag; a superadmin may set a password */
        patch: operations["updateTeamMember"];
        trace?: never;
    };
    "/api/team/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new link (7 days); the previous one stops working */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a pending invitation: its link stops working */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an invitation link is for (the invitee's name, e-mail, organization), while it works */
        post: operations["getInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the invitee's account with the password chosen, ends the link and signs them in */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's assignments with each person's progress and status, filtered, sorted by due date, a page at a time; the Assign form's choices */
        get: operations["listPlans"];
        put?: never;
        /** Assign: content to people of the team (or everyone, now and later) with an optional due date and note; assigning again changes the due date */
        post: operations["assignPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/plans/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assignments the filters keep, in the page order, as a CSV file (UTF-8 with BOM) */
        get: operations["exportPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/plans/{assignmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an assignment */
        delete: operations["deletePlan"];
        options?: never;
        head?: never;
        /** Changes an assignment's due date */
        patch: operations["updatePlan"];
        trace?: never;
    };
    "/api/my-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's own assignments, open ones first, completed ones included */
        get: operations["getMyPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Community page: Recent, Unanswered or Following, filtered by category, pillar or topic, searched with highlights */
        get: operations["listCommunity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A discussion with a page of its replies (oldest first) */
        get: operations["getThread"];
        put?: never;
        post?: never;
        /** Deletes one’s own post with its replies (staff: moderation, audited) */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        /** Edits one’s own post (shown as edited; not once hidden by a moderator; the limits of new posts apply) */
        patch: operations["updatePost"];
        trace?: never;
    };
    "/api/community/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson's discussion: a page of its posts, newest first */
        get: operations["getLessonDiscussion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/articles/{articleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article's discussion (its former comments included): a page of its posts, newest first */
        get: operations["getArticleDiscussion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New discussion in a category (with a title), or a post under a lesson or an article */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{postId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replies to a post, optionally quoting one of its replies; followers are told */
        post: operations["createReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/replies/{replyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one’s own reply (staff: moderation, audited) */
        delete: operations["deleteReply"];
        options?: never;
        head?: never;
        /** Edits one’s own reply (shown as edited; not once hidden by a moderator; the limits of new posts apply) */
        patch: operations["updateReply"];
        trace?: never;
    };
    "/api/community/posts/{postId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Likes a post (idempotent) */
        put: operations["likePost"];
        post?: never;
        /** Removes the viewer’s like of a post (idempotent) */
        delete: operations["unlikePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/replies/{replyId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Likes a reply (idempotent) */
        put: operations["likeReply"];
        post?: never;
        /** Removes the viewer’s like of a reply (idempotent) */
        delete: operations["unlikeReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{postId}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follows a discussion (idempotent) */
        put: operations["followPost"];
        post?: never;
        /** Stops following a discussion (idempotent) */
        delete: operations["unfollowPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{postId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks a reply as the answer (the post’s author, staff and gurus) */
        put: operations["markAnswer"];
        post?: never;
        /** Removes the answer mark */
        delete: operations["unmarkAnswer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a post or a reply to the moderators, with a reason and a note (20 an hour) */
        post: operations["reportContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/community/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open reports, newest first, with the reported text (staff) */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/community/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts and replies hidden by moderators, newest first, with their text (staff: to restore) */
        get: operations["listHidden"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/community/posts/{postId}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides or restores (unhide), locks, pins, moves or deletes a post, resolving its reports (staff, audited) */
        post: operations["moderatePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/community/replies/{replyId}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides, restores (unhide) or deletes a reply, resolving its reports (staff, audited) */
        post: operations["moderateReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/community/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a category (superadmins) */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/community/categories/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a category without discussions (superadmins) */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Renames or reorders a category (superadmins) */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/api/community/mention-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The @mention autocomplete: up to 8 people who can see the thread, by the start of their name, among the viewer’s organization, the thread’s writers and the directory */
        get: operations["listMentionCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/directory-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer’s directory opt-in and public fields (Settings > Profile) */
        get: operations["getDirectoryProfile"];
        /** Saves the opt-in and the public fields; opting out removes the viewer from the directory at once */
        put: operations["updateDirectoryProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The directory: listed members, searched and filtered by service, country and agency size */
        get: operations["listDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listed member’s public fields and their public discussions */
        get: operations["getDirectoryMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{certificateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A certificate as its public page shows it: name, pillar and date (or that it is private or revoked) */
        get: operations["getCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{certificateId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The certificate as a PDF (landscape, with its verification URL and QR code); not for a revoked one, nor a private one but to its holder */
        get: operations["downloadCertificatePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/certificates/{certificateId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's certificate as a PDF, also while it is private (not once revoked) */
        get: operations["downloadMyCertificatePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{certificateId}/preview.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The certificate's link-preview image (the og:image of its page, a 1200 x 630 PNG): its pillar's colour and artwork, nothing of the member */
        get: operations["getCertificatePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's certificates, newest first */
        get: operations["listMyCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/certificates/{certificateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Makes the viewer's certificate private or public */
        patch: operations["updateMyCertificate"];
        trace?: never;
    };
    "/api/admin/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every certificate, newest first, searched by name or e-mail and filtered by pillar, 50 a page; each pillar with its switch */
        get: operations["listCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/certificates/{certificateId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes a certificate with a reason (audited) */
        post: operations["revokeCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/certificates/{certificateId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores a revoked certificate (audited) */
        post: operations["restoreCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pillars/{pillarId}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns certificates on or off for a pillar (audited) */
        put: operations["setPillarCertificates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What /subscription shows: the plan, the organization's subscription, who may manage it */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A subscription checkout of a plan (a trial when it has one and none was used, a coupon) for the viewer's organization; 409 when it already has one */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a coupon code for a plan before payment: what it takes off, or why it cannot */
        post: operations["checkCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the organization's subscription to another plan or interval at the provider (prorated); refused below the seats in use */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Manage: the Stripe Customer Portal, or the test manage page */
        post: operations["openPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/test-checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Test mode: the checkout session the TEST MODE page shows (its creator only) */
        get: operations["getTestCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/test-checkout/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode: pay (succeeded) or decline the checkout */
        post: operations["payTestCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/test-checkout/{sessionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode: leave the checkout without paying */
        post: operations["cancelTestCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/test-portal/cancel-at-period-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode: cancel the subscription at the end of its period */
        post: operations["testPortalCancelAtPeriodEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/test-portal/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode: undo cancel at period end */
        post: operations["testPortalResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe events, signed; raw body */
        post: operations["webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans on sale, in order, with their current prices (the public /pricing page) */
        get: operations["listPricingPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan, archived ones too, with the agencies on each (superadmins) */
        get: operations["listAdminPlans"];
        put?: never;
        /** Adds a plan and creates its prices at the payments provider (superadmins, audited) */
        post: operations["createPricingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a plan; a changed price is a new price at the provider, the old one stays for those on it (superadmins, audited) */
        put: operations["updatePricingPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coupon with its redemptions (superadmins) */
        get: operations["listCoupons"];
        put?: never;
        /** Adds a coupon, created at the payments provider too (superadmins, audited) */
        post: operations["createCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons/{couponId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turns a coupon on or off (superadmins, audited) */
        patch: operations["updateCoupon"];
        trace?: never;
    };
    "/api/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every announcement, newest first, with its figures; the audience pickers choices (superadmins) */
        get: operations["listAdminAnnouncements"];
        put?: never;
        /** Writes an announcement and sends it now or at its time (superadmins, audited) */
        post: operations["createAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/audience-size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many people an audience holds now (superadmins) */
        post: operations["countAnnouncementAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{announcementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes an announcement; once sending started only its title and text change, for the archive (superadmins, audited) */
        put: operations["updateAnnouncement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The announcements the viewer was sent, newest first, a page at a time */
        get: operations["listAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/{announcementId}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes an announcement's banner on the viewer's Home */
        post: operations["dismissAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unsubscribe (RFC 8058) from an announcement e-mail's link: turns off the Announcements e-mails only */
        post: operations["unsubscribeFromAnnouncements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active events, upcoming first; past ones only when asked; filtered by type */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event with its host, seats, the viewer's registration and 3 related events */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers the viewer: free events at once, paid ones through checkout */
        post: operations["registerForEvent"];
        /** Cancels the viewer's registration before the event starts (frees the seat) */
        delete: operations["cancelRegistration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event as an iCalendar file (text/calendar) */
        get: operations["downloadCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A week's Tuesday-Friday slots with the taken ones, the viewer's calls and upcoming call */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Books the 7:00 AM PT slot of a Tuesday-Friday date; 409 when it was just taken */
        post: operations["bookCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{callId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the viewer's own upcoming pending or confirmed call */
        post: operations["cancelCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scheduled calls (agents: their organization's members' only), searched, filtered, sorted */
        get: operations["listAdminCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calls/{callId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One scheduled call with its member, organization and notes */
        get: operations["getAdminCall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Sets a call's status (any other one) or its notes */
        patch: operations["updateAdminCall"];
        trace?: never;
    };
    "/api/chatbot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chatbot to embed (CHATBOT_URL), or null when none is configured */
        get: operations["getChatbot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's own conversation with the team, newest last; `before` pages backwards */
        get: operations["getConversation"];
        put?: never;
        /** Posts into the viewer's own conversation (rate limited per member) */
        post: operations["postMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The header bell: unread team replies (chat and tickets), count and list */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the chat's or one ticket's team replies read; answers the bell afterwards */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's inbox: member conversations, unread first, then latest first */
        get: operations["getInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inbox/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's conversation for the team, newest last */
        get: operations["getMemberConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inbox/{memberId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a member's messages read by the team */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inbox/{memberId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A team reply in a member's conversation (also e-mailed to the member) */
        post: operations["replyToMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** /support in one call: headings, FAQ in order, the viewer's tickets newest first */
        get: operations["getSupportPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens a ticket (status open) */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the viewer's tickets with its conversation */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/{ticketId}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's reply to their own ticket; 409 when the ticket is closed */
        post: operations["replyToTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's ticket queue, by status, newest activity first */
        get: operations["getTicketQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tickets/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any ticket with its conversation, for the team */
        get: operations["getTeamTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Moves a ticket between open, in_progress and closed */
        patch: operations["updateTicketStatus"];
        trace?: never;
    };
    "/api/admin/tickets/{ticketId}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A team reply (e-mailed to the member); 409 when the ticket is closed */
        post: operations["replyAsTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Superadmin: the support settings and the FAQ for the editor */
        get: operations["getSupportConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Superadmin: saves the support headings (creates the row when absent) */
        put: operations["updateSupportSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Superadmin: adds an FAQ item at the end */
        post: operations["createFaqItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/faq/{faqItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Superadmin: edits an FAQ item's question and answer */
        put: operations["updateFaqItem"];
        post?: never;
        /** Superadmin: deletes an FAQ item (the others close the gap) */
        delete: operations["deleteFaqItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/faq-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Superadmin: the FAQ in a new order (every id once) */
        put: operations["reorderFaq"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events for the viewer */
        get: operations["streamRealtimeEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live counts for the dashboard (members, organizations, articles, events, tickets, calls) */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organizations with their counts (users, pillars started, articles, events), searchable */
        get: operations["listOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Grants or removes an organization's free access (its members' access changes at once) */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/api/admin/organizations/{organizationId}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends its paid subscription at the provider, then deletes the organization, its users, their sessions and their data */
        post: operations["deleteOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail, newest first, filtered by actor, action, target type and days, 50 a page */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit trail as a CSV file (UTF-8 with BOM), newest first */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's learning: progress by pillar per member, recent lessons, bookmarks, ratings, weeks */
        get: operations["getTeamAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/team/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team table, filtered and sorted as on the page, as a CSV file (UTF-8 with BOM) */
        get: operations["exportTeamAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organizations, subscriptions, MRR, weekly sign-ups, completions and registrations, tickets */
        get: operations["getBusinessAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pillars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every pillar in display order, with what a deletion would take with it */
        get: operations["listAdminPillars"];
        put?: never;
        /** Creates a pillar at the end of the order (max + 1, 0 if none) */
        post: operations["createPillar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pillars/{pillarId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a pillar's title, slug, description, colour, icon and media */
        put: operations["updatePillar"];
        post?: never;
        /** Deletes a pillar with its key elements, lessons and members' progress */
        delete: operations["deletePillar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pillars/{pillarId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swaps display_order with the neighbour, in one transaction; answers the pillars */
        post: operations["movePillar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pillars/{pillarId}/elements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pillar's key elements, oldest first, with lesson counts */
        get: operations["listAdminKeyElements"];
        put?: never;
        /** Adds a key element at the end of a pillar */
        post: operations["createKeyElement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/key-elements/{elementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a key element's title, slug and description */
        put: operations["updateKeyElement"];
        post?: never;
        /** Deletes a key element with its lessons and members' progress */
        delete: operations["deleteKeyElement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/key-elements/{elementId}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A key element's lessons in order, with its pillar */
        get: operations["listAdminLessons"];
        put?: never;
        /** Creates a lesson at the end (max + 1, 1 if none); the content is sanitised */
        post: operations["createLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a lesson's title, content and image */
        put: operations["updateLesson"];
        post?: never;
        /** Deletes a lesson; the ones after it move up */
        delete: operations["deleteLesson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lessons/{lessonId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swaps order_position with the neighbour, in one transaction; answers the lessons */
        post: operations["moveLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every quiz with its attempts, pass rate and average score, and per question the share who got it right, the hardest first */
        get: operations["listQuizStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lessons/{lessonId}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson's quiz with its right answers, for the Quiz tab of the lesson editor (null: none yet) */
        get: operations["getAdminQuiz"];
        /** Creates or replaces a lesson's quiz: pass mark, attempts and the questions in their order */
        put: operations["saveQuiz"];
        post?: never;
        /** Removes a lesson's quiz with its attempts */
        delete: operations["deleteQuiz"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/lessons/{lessonId}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson's quiz as a member takes it (no right answers), with the viewer's attempts left */
        get: operations["getQuiz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/lessons/{lessonId}/quiz/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits an attempt whole and grades it: the score, pass or fail, the right answers and explanations; the same attempt again writes nothing */
        post: operations["submitQuizAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every article, searched, filtered, sorted and paged, with categories, topics and counts */
        get: operations["listAdminArticles"];
        put?: never;
        /** Creates an article with its categories and topics (published_at set when published) */
        post: operations["createAdminArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The create form's categories, topics and gurus */
        get: operations["getAdminArticleOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/{articleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article as the edit form shows it, with the categories, topics and gurus */
        get: operations["getAdminArticle"];
        /** Saves an article and replaces its categories and topics in one transaction */
        put: operations["updateAdminArticle"];
        post?: never;
        /** Deletes an article with its comments, likes and bookmarks */
        delete: operations["deleteAdminArticle"];
        options?: never;
        head?: never;
        /** Publishes, unpublishes, features or unfeatures (published_at is set once, when first published) */
        patch: operations["setAdminArticleFlags"];
        trace?: never;
    };
    "/api/admin/articles/{articleId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article's earlier versions, newest first, each with who replaced it and how */
        get: operations["listArticleRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/{articleId}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts an earlier version back (the current one becomes a revision itself, so it can be undone) */
        post: operations["restoreArticleRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article-magic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Articles searched, filtered, sorted and paged (10), with author and topics, and whether the AI is configured */
        get: operations["listArticleMagic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article-magic/{articleId}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the approved rewrite and its topics in one transaction, keeping the previous version */
        post: operations["saveEnhancedArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article-magic/{articleId}/enhance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Streams the AI's rewrite of an article as server-sent events (delta, retry, result, error) */
        post: operations["enhanceArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of every status, filtered by type and status, upcoming first then past (when asked) */
        get: operations["listAdminEvents"];
        put?: never;
        /** Creates an event with its tags (one transaction) */
        post: operations["createAdminEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/hosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the create form needs: the people who may host an event */
        get: operations["getAdminEventHosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the edit form needs: the event with its tags, and the host choices */
        get: operations["getAdminEvent"];
        /** Replaces an event and its tags (one transaction) */
        put: operations["updateAdminEvent"];
        post?: never;
        /** Deletes an event with its tags and registrations */
        delete: operations["deleteAdminEvent"];
        options?: never;
        head?: never;
        /** Turns an event on or off (members see only active events) */
        patch: operations["setAdminEventActive"];
        trace?: never;
    };
    "/api/admin/events/{eventId}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's details and its registrations, newest first, searched by name or e-mail */
        get: operations["listEventRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{eventId}/registrations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every registration of an event as a CSV file (UTF-8 with BOM), '{title}_registrations.csv' */
        get: operations["exportEventRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores an image (JPEG, PNG, WebP, GIF; 10 MB) or a document (PDF, PPTX; 50 MB), checked by its content; answers its /uploads/ URL */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job the viewer started (superadmins: any job): status, progress, result and last error */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bubble-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unimported records from the Bubble.io Data API (a probe, or all) and the latest import */
        get: operations["getBubbleImportState"];
        put?: never;
        /** Starts the import job of the selected records (one import at a time) */
        post: operations["startBubbleImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bubble-import/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The records of a CSV exported from the Bubble editor's Data tab */
        post: operations["readBubbleCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bubble-import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The article one record becomes (the mapping applied, the body sanitised as the import saves it) */
        post: operations["previewBubbleArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/engagement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The points per action, the level thresholds and the latest recalculation */
        get: operations["getEngagementSettings"];
        /** Sets the points per action (for rows earned from now on) and the level thresholds */
        put: operations["saveEngagementSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/engagement/recalculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rebuilds every person's total and level from the ledger (a job with progress) */
        post: operations["recalculatePoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ask/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's past conversations, newest first, and whether answers are turned on */
        get: operations["listAskConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ask/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the viewer's conversations with its questions, answers and sources */
        get: operations["getAskConversation"];
        put?: never;
        post?: never;
        /** Deletes one of the viewer's conversations */
        delete: operations["deleteAskConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ask/turns/{turnId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rates an answer (thumbs up or down, an optional comment) */
        put: operations["rateAskTurn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The index's status, the tokens used per month, and the questions the library could not answer, grouped */
        get: operations["getAskAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks a question (or a follow-up): streams the sources, the answer and the stored turn as server-sent events (start, delta, done, error) */
        post: operations["askQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every error answer: a machine-readable `code` and a message for people. */
        ErrorBody: {
            error: {
                /**
                 * @description Machine-readable; the HTTP status follows from it (packages/shared/src/errors.ts).
                 * @enum {string}
                 */
                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "CROSS_ORIGIN" | "SUBSCRIPTION_REQUIRED" | "PLAN_REQUIRED" | "TWO_FACTOR_REQUIRED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "EMAIL_TAKEN" | "SEATS_FULL" | "INVALID_TOKEN" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "PAYMENTS_UNAVAILABLE" | "AI_NOT_CONFIGURED" | "IMPORT_SOURCE_UNAVAILABLE";
                /** @description For people: shown as it is. */
                message: string;
                /** @description 400s: each invalid field's path (`email`, `items.2.name`) and its problem. */
                fields?: {
                    [key: string]: string;
                };
                /** @description The request's id (also in the `x-request-id` header), to find it in the server log. */
                requestId?: string;
            };
        };
    };
    responses: {
        /**
         * @description Refused (`error.code`):
         *     - `AI_NOT_CONFIGURED`: Article Magic has no AI provider: the message names the variables to set.
         */
        AiNotConfigured: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `CONFLICT`: The request clashes with the current state (a slot just taken, a closed ticket ...): the message says how.
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `CROSS_ORIGIN`: A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser). Message: "This request came from another site and was refused."
         */
        CrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `EMAIL_TAKEN`: An account already has this e-mail address.
         */
        EmailTaken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `EMAIL_TAKEN`: An account already has this e-mail address.
         *     - `CONFLICT`: The request clashes with the current state (a slot just taken, a closed ticket ...): the message says how.
         */
        EmailTakenOrConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "Only your agency's agent can subscribe or manage the subscription."
         *     - `CROSS_ORIGIN`: A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser). Message: "This request came from another site and was refused."
         */
        ForbiddenBillingOrCrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `IMPORT_SOURCE_UNAVAILABLE`: The Bubble.io Data API refused, failed or could not be reached.
         */
        ImportSourceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `INTERNAL`: The server failed; the details are in its log under `requestId`. Message: "Something went wrong. Please try again."
         */
        Internal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `INVALID_CREDENTIALS`: The e-mail address and password do not match an account.
         */
        InvalidCredentials: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `NOT_FOUND`: What the path names does not exist, or is not visible to the viewer.
         */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `PAYLOAD_TOO_LARGE`: The body is larger than the endpoint accepts.
         */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `PAYMENTS_UNAVAILABLE`: The payments provider could not be reached, timed out or failed: try again later.
         */
        PaymentsUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `RATE_LIMITED`: Too many attempts: wait a while before trying again.
         */
        RateLimited: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         */
        SubscriptionRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `CROSS_ORIGIN`: A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser). Message: "This request came from another site and was refused."
         */
        SubscriptionRequiredOrCrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have permission to access the Admin Dashboard."
         */
        SubscriptionRequiredOrForbiddenAdminDashboard: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have permission to access the Admin Dashboard."
         *     - `CROSS_ORIGIN`: A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser). Message: "This request came from another site and was refused."
         */
        SubscriptionRequiredOrForbiddenAdminDashboardOrCrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have permission to edit this article."
         */
        SubscriptionRequiredOrForbiddenEditArticle: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have permission to edit this article."
         *     - `CROSS_ORIGIN`: A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser). Message: "This request came from another site and was refused."
         */
        SubscriptionRequiredOrForbiddenEditArticleOrCrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have guru privileges to create content."
         */
        SubscriptionRequiredOrForbiddenGuruPrivileges: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have guru privileges to create content."
         *     - `CROSS_ORIGIN`: A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser). Message: "This request came from another site and was refused."
         */
        SubscriptionRequiredOrForbiddenGuruPrivilegesOrCrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have permission to access this page."
         */
        SubscriptionRequiredOrForbiddenPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `SUBSCRIPTION_REQUIRED`: Signed in, but without portal access (no active subscription). Message: "An active subscription is required to use Pillars."
         *     - `FORBIDDEN`: The viewer's role, or their relation to the row, does not allow this. Message: "You do not have permission to access this page."
         *     - `CROSS_ORIGIN`: A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser). Message: "This request came from another site and was refused."
         */
        SubscriptionRequiredOrForbiddenPageOrCrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `UNAUTHENTICATED`: No valid session: sign in first. Message: "Please sign in to continue."
         */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not JSON (application/json).
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `VALIDATION_FAILED`: The input does not match the schema, or names something that does not exist or clashes (a slug taken); `fields` names each field with its problem.
         */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `VALIDATION_FAILED`: The input does not match the schema, or names something that does not exist or clashes (a slug taken); `fields` names each field with its problem.
         *     - `INVALID_TOKEN`: The link's token is unknown, used or expired.
         */
        ValidationFailedOrInvalidToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description Refused (`error.code`):
         *     - `VALIDATION_FAILED`: The query holds a NUL character ("Text must not contain NUL characters.") or nests too deeply ("The request is nested too deeply (more than 64 levels).").
         */
        ValidationFailedQuery: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        database: {
                            /** @enum {string} */
                            kind: "pglite" | "postgres";
                            /** @enum {string} */
                            status: "up" | "down";
                            latencyMs: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            500: components["responses"]["Internal"];
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        database: {
                            /** @enum {string} */
                            kind: "pglite" | "postgres";
                            /** @enum {string} */
                            status: "up" | "down";
                            latencyMs: number;
                        };
                    };
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    agencyName: string;
                    email: string;
                    password: string;
                    /** @enum {boolean} */
                    acceptTerms: true;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            /** Format: uuid */
                            organizationId: string | null;
                            createdAt: string;
                            timeZone: string;
                        };
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                        } | null;
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        } | null;
                        hasAccess: boolean;
                        /** @enum {string|null} */
                        secondFactor?: "code" | "setup" | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["EmailTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @default false */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            /** Format: uuid */
                            organizationId: string | null;
                            createdAt: string;
                            timeZone: string;
                        };
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                        } | null;
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        } | null;
                        hasAccess: boolean;
                        /** @enum {string|null} */
                        secondFactor?: "code" | "setup" | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["InvalidCredentials"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            403: components["responses"]["CrossOrigin"];
            500: components["responses"]["Internal"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailedOrInvalidToken"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            /** Format: uuid */
                            organizationId: string | null;
                            createdAt: string;
                            timeZone: string;
                        };
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                        } | null;
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        } | null;
                        hasAccess: boolean;
                        /** @enum {string|null} */
                        secondFactor?: "code" | "setup" | null;
                    } | null;
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            500: components["responses"]["Internal"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string | null;
                        avatarUrl: string | null;
                        /** @enum {string} */
                        role: "superadmin" | "agent" | "support" | "team_member";
                        isGuru: boolean;
                        /** Format: uuid */
                        organizationId: string | null;
                        createdAt: string;
                        timeZone: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            /** Format: uuid */
                            id: string;
                            device: string;
                            ipAddress: string | null;
                            createdAt: string;
                            lastUsedAt: string;
                            isCurrent: boolean;
                        }[];
                        notifications: {
                            teamReplies: boolean;
                            eventReminders: boolean;
                            callReminders: boolean;
                            weeklyDigest: boolean;
                            learningPlan: boolean;
                            communityReplies: boolean;
                            certificates: boolean;
                            announcements: boolean;
                        };
                        timeZone: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["Internal"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            /** Format: uuid */
                            id: string;
                            device: string;
                            ipAddress: string | null;
                            createdAt: string;
                            lastUsedAt: string;
                            isCurrent: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            /** Format: uuid */
                            id: string;
                            device: string;
                            ipAddress: string | null;
                            createdAt: string;
                            lastUsedAt: string;
                            isCurrent: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            /** Format: uuid */
                            id: string;
                            device: string;
                            ipAddress: string | null;
                            createdAt: string;
                            lastUsedAt: string;
                            isCurrent: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            500: components["responses"]["Internal"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamReplies: boolean;
                    eventReminders: boolean;
                    callReminders: boolean;
                    weeklyDigest: boolean;
                    learningPlan: boolean;
                    communityReplies: boolean;
                    certificates: boolean;
                    announcements: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teamReplies: boolean;
                        eventReminders: boolean;
                        callReminders: boolean;
                        weeklyDigest: boolean;
                        learningPlan: boolean;
                        communityReplies: boolean;
                        certificates: boolean;
                        announcements: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    updateTimeZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    verifySecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @default false */
                    trustDevice?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            /** Format: uuid */
                            organizationId: string | null;
                            createdAt: string;
                            timeZone: string;
                        };
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                        } | null;
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        } | null;
                        hasAccess: boolean;
                        /** @enum {string|null} */
                        secondFactor?: "code" | "setup" | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    getTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authenticator: boolean;
                        backupCodesLeft: number;
                        passkeys: number;
                        required: boolean;
                        teamRequires: boolean | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["Internal"];
        };
    };
    startAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        otpauthUri: string;
                        qrCodeSvg: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
        };
    };
    confirmAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backupCodes: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    regenerateBackupCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backupCodes: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    disableAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authenticator: boolean;
                        backupCodesLeft: number;
                        passkeys: number;
                        required: boolean;
                        teamRequires: boolean | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    setTeamTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authenticator: boolean;
                        backupCodesLeft: number;
                        passkeys: number;
                        required: boolean;
                        teamRequires: boolean | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    passkeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId: string;
                        timeout: number;
                        /** @enum {string} */
                        userVerification: "discouraged" | "preferred" | "required";
                        allowCredentials: {
                            id: string;
                            /** @enum {string} */
                            type: "public-key";
                            transports?: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            403: components["responses"]["CrossOrigin"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            /** Format: uuid */
                            organizationId: string | null;
                            createdAt: string;
                            timeZone: string;
                        };
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                        } | null;
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        } | null;
                        hasAccess: boolean;
                        /** @enum {string|null} */
                        secondFactor?: "code" | "setup" | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["InvalidCredentials"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passkeys: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            createdAt: string;
                            lastUsedAt: string | null;
                            synced: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["Internal"];
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    credential: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            authenticatorData?: string;
                            transports?: string[];
                            publicKeyAlgorithm?: number;
                            publicKey?: string;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        createdAt: string;
                        lastUsedAt: string | null;
                        synced: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    passkeyRegistrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rp: {
                            name: string;
                            id: string;
                        };
                        user: {
                            id: string;
                            name: string;
                            displayName: string;
                        };
                        pubKeyCredParams: {
                            alg: number;
                            /** @enum {string} */
                            type: "public-key";
                        }[];
                        timeout: number;
                        excludeCredentials: {
                            id: string;
                            /** @enum {string} */
                            type: "public-key";
                            transports?: string[];
                        }[];
                        authenticatorSelection: {
                            /** @enum {string} */
                            residentKey: "discouraged" | "preferred" | "required";
                            /** @enum {string} */
                            userVerification: "discouraged" | "preferred" | "required";
                            requireResidentKey: boolean;
                        };
                        /** @enum {string} */
                        attestation: "none" | "indirect" | "direct" | "enterprise";
                        extensions: {
                            credProps: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passkeys: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            createdAt: string;
                            lastUsedAt: string | null;
                            synced: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    renamePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        createdAt: string;
                        lastUsedAt: string | null;
                        synced: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    resetTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            bodyHtml: string;
                            sentAt: string;
                        } | null;
                        gettingStarted: {
                            steps: {
                                /** @enum {string} */
                                key: "inviteTeam" | "assignPlan" | "turnOnTwoFactor" | "askLibrary";
                                isDone: boolean;
                            }[];
                        } | null;
                        assignedToYou: {
                            /** Format: uuid */
                            id: string;
                            content: {
                                /** @enum {string} */
                                kind: "pillar" | "key_element" | "lesson";
                                /** Format: uuid */
                                id: string | null;
                                title: string;
                                color: string | null;
                                available: boolean;
                            };
                            person: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            };
                            assignedBy: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            everyone: boolean;
                            dueDate: string | null;
                            timeZone: string;
                            note: string;
                            totalLessons: number;
                            completedLessons: number;
                            percent: number;
                            /** @enum {string} */
                            status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                            completedAt: string | null;
                            nextLesson: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                pillarSlug: string;
                                elementSlug: string;
                            } | null;
                            createdAt: string;
                        }[];
                        continueLearning: {
                            pillarSlug: string;
                            pillarTitle: string;
                            pillarColor: string;
                            elementSlug: string;
                            elementTitle: string;
                            /** Format: uuid */
                            lessonId: string;
                            lessonTitle: string;
                            progress: {
                                completed: number;
                                total: number;
                                percent: number;
                            };
                        } | null;
                        featuredArticles: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            publishedAt: string | null;
                            estimatedReadTimeMinutes: number | null;
                            author: {
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            } | null;
                        }[];
                        pillars: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            color: string;
                            icon: string;
                            overlayImageUrl: string | null;
                            videoUrl: string | null;
                            videoTitle: string | null;
                            videoDuration: string | null;
                            displayOrder: number;
                            planIds: string[];
                            availableOn: string | null;
                            progress: {
                                completed: number;
                                total: number;
                                percent: number;
                            };
                        }[];
                        recentResources: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            publishedAt: string | null;
                            estimatedReadTimeMinutes: number | null;
                            author: {
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            } | null;
                        }[];
                        mostActiveDiscussions: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            authorName: string;
                            agencyName: string | null;
                            replyCount: number;
                            likeCount: number;
                            weekActivity: number;
                            lastActivityAt: string;
                        }[];
                        points: {
                            total: number;
                            level: number;
                            pointsToNextLevel: number | null;
                            weekPoints: number;
                            streakWeeks: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    dismissGettingStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            500: components["responses"]["Internal"];
        };
    };
    listPillars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillars: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            color: string;
                            icon: string;
                            overlayImageUrl: string | null;
                            videoUrl: string | null;
                            videoTitle: string | null;
                            videoDuration: string | null;
                            displayOrder: number;
                            planIds: string[];
                            availableOn: string | null;
                            progress: {
                                completed: number;
                                total: number;
                                percent: number;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    getPillar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillar: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            color: string;
                            icon: string;
                            overlayImageUrl: string | null;
                            videoUrl: string | null;
                            videoTitle: string | null;
                            videoDuration: string | null;
                            displayOrder: number;
                            planIds: string[];
                            availableOn: string | null;
                            progress: {
                                completed: number;
                                total: number;
                                percent: number;
                            };
                        };
                        assignment: {
                            assignedBy: string | null;
                            dueDate: string | null;
                            timeZone: string;
                            /** @enum {string} */
                            status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                        } | null;
                        keyElements: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            lessonCount: number;
                            progress: {
                                completed: number;
                                total: number;
                                percent: number;
                            };
                            assignment: {
                                assignedBy: string | null;
                                dueDate: string | null;
                                timeZone: string;
                                /** @enum {string} */
                                status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getKeyElement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarSlug: string;
                elementSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillar: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                            color: string;
                        };
                        keyElement: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                        };
                        lessons: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            content: string;
                            imageUrl: string | null;
                            orderPosition: number;
                            isCompleted: boolean;
                            bookmark: {
                                /** Format: uuid */
                                id: string;
                                rating: number;
                            } | null;
                            notes: string;
                            assignment: {
                                assignedBy: string | null;
                                dueDate: string | null;
                                timeZone: string;
                                /** @enum {string} */
                                status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                            } | null;
                            quiz: {
                                /** Format: uuid */
                                id: string;
                                passMark: number;
                                maxAttempts: number | null;
                                questionCount: number;
                            } | null;
                        }[];
                        progress: {
                            completed: number;
                            total: number;
                            percent: number;
                        };
                        afterElement: {
                            /** @enum {string} */
                            kind: "keyElement" | "pillarDone";
                            next: {
                                pillarSlug: string;
                                pillarTitle: string;
                                elementSlug: string;
                                elementTitle: string;
                                /** Format: uuid */
                                lessonId: string;
                                lessonTitle: string;
                            } | null;
                        } | null;
                        /** Format: uuid */
                        certificateId: string | null;
                        assignment: {
                            assignedBy: string | null;
                            dueDate: string | null;
                            timeZone: string;
                            /** @enum {string} */
                            status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    markLessonComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyElementId: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        lessonId: string;
                        isNewlyCompleted: boolean;
                        progress: {
                            completed: number;
                            total: number;
                            percent: number;
                        };
                        certificate: {
                            /** Format: uuid */
                            id: string;
                            isNew: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    bookmarkLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        rating: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    removeLessonBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updateLessonBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        rating: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    saveLessonNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notes: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listResources: {
        parameters: {
            query?: {
                q?: string;
                category?: string;
                topic?: string;
                type?: "post" | "document" | "video" | "presentation";
                saved?: "true" | "false";
                guru?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            publishedAt: string | null;
                            estimatedReadTimeMinutes: number | null;
                            author: {
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            } | null;
                            topics: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            highlight: {
                                title: {
                                    text: string;
                                    match: boolean;
                                }[];
                                snippet: {
                                    text: string;
                                    match: boolean;
                                }[];
                            } | null;
                        }[];
                        nextCursor: string | null;
                        categories: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                        }[];
                        topics: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                        }[];
                        guru: {
                            name: string;
                            slug: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    getArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            publishedAt: string | null;
                            estimatedReadTimeMinutes: number | null;
                            author: {
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            } | null;
                            body: string;
                            proTip: string | null;
                            videoUrl: string | null;
                            documentUrl: string | null;
                            contentImages: string[];
                            isPublished: boolean;
                            /** @enum {string} */
                            visibilityScope: "all" | "agents_only";
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            topics: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            guru: {
                                name: string;
                                slug: string;
                                imageUrl: string | null;
                            } | null;
                        };
                        likeCount: number;
                        isLiked: boolean;
                        isBookmarked: boolean;
                        comments: {
                            /** Format: uuid */
                            id: string;
                            content: string;
                            createdAt: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            canDelete: boolean;
                        }[];
                        commentCount: number;
                        related: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            publishedAt: string | null;
                            estimatedReadTimeMinutes: number | null;
                            author: {
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    likeArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isLiked: boolean;
                        likeCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    unlikeArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isLiked: boolean;
                        likeCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    bookmarkArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isBookmarked: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    removeArticleBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isBookmarked: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    listGurus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gurus: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            businessName: string | null;
                            description: string | null;
                            imageUrl: string | null;
                            location: string | null;
                            specialties: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    getGuru: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guru: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            businessName: string | null;
                            description: string | null;
                            imageUrl: string | null;
                            location: string | null;
                            specialties: string[];
                            coverUrl: string | null;
                            websiteUrl: string | null;
                            bio: string | null;
                            experienceYears: number | null;
                            clientsCount: number | null;
                            rating: number | null;
                            reviewsCount: number;
                        };
                        articles: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            publishedAt: string | null;
                            estimatedReadTimeMinutes: number | null;
                            author: {
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            } | null;
                        }[];
                        articleCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    listGuruArticles: {
        parameters: {
            query?: {
                q?: string;
                status?: "all" | "published" | "drafts";
                type?: "all" | "post" | "document" | "video";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guru: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            businessName: string | null;
                            bio: string | null;
                            imageUrl: string | null;
                            specialties: string[];
                            isActive: boolean;
                        } | null;
                        articles: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            isPublished: boolean;
                            publishedAt: string | null;
                            createdAt: string;
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            likeCount: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenGuruPrivileges"];
            500: components["responses"]["Internal"];
        };
    };
    createGuruArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    subtitle?: string | null;
                    slug: string;
                    featuredImageUrl?: string | null;
                    body: string;
                    proTip?: string | null;
                    /**
                     * @default post
                     * @enum {string}
                     */
                    contentType?: "post" | "document" | "video" | "presentation";
                    videoUrl?: string | null;
                    documentUrl?: string | null;
                    /** @default [] */
                    categoryIds?: string[];
                    /** @default [] */
                    topicIds?: string[];
                    /** @default false */
                    isPublished?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenGuruPrivilegesOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getGuruArticleOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guru: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            businessName: string | null;
                            bio: string | null;
                            imageUrl: string | null;
                            specialties: string[];
                            isActive: boolean;
                        } | null;
                        categories: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        topics: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenGuruPrivileges"];
            500: components["responses"]["Internal"];
        };
    };
    getGuruArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            body: string;
                            proTip: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            videoUrl: string | null;
                            documentUrl: string | null;
                            categoryIds: string[];
                            topicIds: string[];
                            isPublished: boolean;
                            publishedAt: string | null;
                        };
                        categories: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        topics: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenEditArticle"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updateGuruArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    subtitle?: string | null;
                    slug: string;
                    featuredImageUrl?: string | null;
                    body: string;
                    proTip?: string | null;
                    /**
                     * @default post
                     * @enum {string}
                     */
                    contentType?: "post" | "document" | "video" | "presentation";
                    videoUrl?: string | null;
                    documentUrl?: string | null;
                    /** @default [] */
                    categoryIds?: string[];
                    /** @default [] */
                    topicIds?: string[];
                    /** @default false */
                    isPublished?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenEditArticleOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteGuruArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenEditArticleOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    setGuruArticlePublished: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isPublished: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            isPublished: boolean;
                            publishedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenEditArticleOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    setUpGuruProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    businessName?: string | null;
                    bio?: string | null;
                    imageUrl?: string | null;
                    /** @default [] */
                    specialties?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guru: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            businessName: string | null;
                            bio: string | null;
                            imageUrl: string | null;
                            specialties: string[];
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenGuruPrivilegesOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listTeamMembers: {
        parameters: {
            query?: {
                organizationId?: string;
                role?: "superadmin" | "agent" | "support" | "team_member";
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            level: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        invitations: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "team_member" | "agent";
                            isGuru: boolean;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            invitedAt: string;
                            expiresAt: string;
                            isExpired: boolean;
                        }[];
                        organizations: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        seats: {
                            used: number;
                            limit: number | null;
                            planName: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    createTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    /**
                     * @default team_member
                     * @enum {string}
                     */
                    role?: "team_member" | "agent";
                    /** @default  */
                    phone?: string;
                    /** @default false */
                    isGuru?: boolean;
                    /** Format: uuid */
                    organizationId?: string;
                    /** @default  */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        member: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            level: number;
                        } | null;
                        invitation: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "team_member" | "agent";
                            isGuru: boolean;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            invitedAt: string;
                            expiresAt: string;
                            isExpired: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["EmailTakenOrConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string | null;
                        avatarUrl: string | null;
                        /** @enum {string} */
                        role: "superadmin" | "agent" | "support" | "team_member";
                        isGuru: boolean;
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        level: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    deleteTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: {
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
        };
    };
    updateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: unknown;
                    firstName: string;
                    lastName: string;
                    /** @enum {string} */
                    role?: "team_member" | "agent";
                    /** @default  */
                    phone?: string;
                    isGuru?: boolean;
                    /** @default  */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone: string | null;
                        avatarUrl: string | null;
                        /** @enum {string} */
                        role: "superadmin" | "agent" | "support" | "team_member";
                        isGuru: boolean;
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        level: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitation: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "team_member" | "agent";
                            isGuru: boolean;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            invitedAt: string;
                            expiresAt: string;
                            isExpired: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: {
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        firstName: string;
                        lastName: string;
                        organizationName: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailedOrInvalidToken"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            isGuru: boolean;
                            /** Format: uuid */
                            organizationId: string | null;
                            createdAt: string;
                            timeZone: string;
                        };
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                        } | null;
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        } | null;
                        hasAccess: boolean;
                        /** @enum {string|null} */
                        secondFactor?: "code" | "setup" | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailedOrInvalidToken"];
            403: components["responses"]["CrossOrigin"];
            409: components["responses"]["EmailTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                organizationId?: string;
                userId?: string;
                status?: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                contentKind?: "pillar" | "key_element" | "lesson";
                contentId?: string;
                sort?: "due" | "person" | "assigned";
                direction?: "asc" | "desc";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        assignments: {
                            /** Format: uuid */
                            id: string;
                            content: {
                                /** @enum {string} */
                                kind: "pillar" | "key_element" | "lesson";
                                /** Format: uuid */
                                id: string | null;
                                title: string;
                                color: string | null;
                                available: boolean;
                            };
                            person: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            };
                            assignedBy: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            everyone: boolean;
                            dueDate: string | null;
                            timeZone: string;
                            note: string;
                            totalLessons: number;
                            completedLessons: number;
                            percent: number;
                            /** @enum {string} */
                            status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                            completedAt: string | null;
                            nextLesson: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                pillarSlug: string;
                                elementSlug: string;
                            } | null;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        counts: {
                            [key: string]: number;
                        };
                        choices: {
                            people: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                role: string;
                            }[];
                            pillars: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                color: string;
                                keyElements: {
                                    /** Format: uuid */
                                    id: string;
                                    title: string;
                                    lessons: {
                                        /** Format: uuid */
                                        id: string;
                                        title: string;
                                    }[];
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    assignPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    organizationId?: string;
                    content: {
                        /** @enum {string} */
                        kind: "pillar" | "key_element" | "lesson";
                        /** Format: uuid */
                        id: string;
                    }[];
                    /** @default [] */
                    userIds?: string[];
                    /** @default false */
                    everyone?: boolean;
                    /** @default null */
                    dueDate?: string | null;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        assignmentIds: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    exportPlans: {
        parameters: {
            query?: {
                organizationId?: string;
                userId?: string;
                status?: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                contentKind?: "pillar" | "key_element" | "lesson";
                contentId?: string;
                sort?: "due" | "person" | "assigned";
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    deletePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assignmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assignmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dueDate: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        content: {
                            /** @enum {string} */
                            kind: "pillar" | "key_element" | "lesson";
                            /** Format: uuid */
                            id: string | null;
                            title: string;
                            color: string | null;
                            available: boolean;
                        };
                        person: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                        };
                        assignedBy: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        everyone: boolean;
                        dueDate: string | null;
                        timeZone: string;
                        note: string;
                        totalLessons: number;
                        completedLessons: number;
                        percent: number;
                        /** @enum {string} */
                        status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                        completedAt: string | null;
                        nextLesson: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            pillarSlug: string;
                            elementSlug: string;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getMyPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignments: {
                            /** Format: uuid */
                            id: string;
                            content: {
                                /** @enum {string} */
                                kind: "pillar" | "key_element" | "lesson";
                                /** Format: uuid */
                                id: string | null;
                                title: string;
                                color: string | null;
                                available: boolean;
                            };
                            person: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            };
                            assignedBy: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            everyone: boolean;
                            dueDate: string | null;
                            timeZone: string;
                            note: string;
                            totalLessons: number;
                            completedLessons: number;
                            percent: number;
                            /** @enum {string} */
                            status: "not_started" | "in_progress" | "completed_on_time" | "completed_late" | "overdue";
                            completedAt: string | null;
                            nextLesson: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                pillarSlug: string;
                                elementSlug: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    listCommunity: {
        parameters: {
            query?: {
                tab?: "recent" | "unanswered" | "following";
                categoryId?: string;
                pillarId?: string;
                topicId?: string;
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            excerpt: string | null;
                            place: {
                                /** @enum {string} */
                                kind: "category" | "lesson" | "article";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string | null;
                                pillarSlug: string | null;
                                elementSlug: string | null;
                            };
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            replyCount: number;
                            likeCount: number;
                            isAnswered: boolean;
                            isPinned: boolean;
                            isLocked: boolean;
                            isHidden: boolean;
                            createdAt: string;
                            lastActivityAt: string;
                            highlight: {
                                title: {
                                    text: string;
                                    match: boolean;
                                }[];
                                snippet: {
                                    text: string;
                                    match: boolean;
                                }[];
                            } | null;
                        }[];
                        page: number;
                        hasMore: boolean;
                        categories: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getThread: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            place: {
                                /** @enum {string} */
                                kind: "category" | "lesson" | "article";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string | null;
                                pillarSlug: string | null;
                                elementSlug: string | null;
                            };
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            lastActivityAt: string;
                            replyCount: number;
                            likeCount: number;
                            /** Format: uuid */
                            answerReplyId: string | null;
                            isHidden: boolean;
                            isLocked: boolean;
                            isPinned: boolean;
                            isLiked: boolean;
                            isFollowing: boolean;
                            canEdit: boolean;
                            canDelete: boolean;
                            canMarkAnswer: boolean;
                            canModerate: boolean;
                        };
                        replies: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            postId: string;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            likeCount: number;
                            isLiked: boolean;
                            isHidden: boolean;
                            isAnswer: boolean;
                            quoted: {
                                /** Format: uuid */
                                id: string;
                                authorName: string;
                                excerpt: string | null;
                            } | null;
                            canEdit: boolean;
                            canDelete: boolean;
                        }[];
                        page: number;
                        pageCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            place: {
                                /** @enum {string} */
                                kind: "category" | "lesson" | "article";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string | null;
                                pillarSlug: string | null;
                                elementSlug: string | null;
                            };
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            lastActivityAt: string;
                            replyCount: number;
                            likeCount: number;
                            /** Format: uuid */
                            answerReplyId: string | null;
                            isHidden: boolean;
                            isLocked: boolean;
                            isPinned: boolean;
                            isLiked: boolean;
                            isFollowing: boolean;
                            canEdit: boolean;
                            canDelete: boolean;
                            canMarkAnswer: boolean;
                            canModerate: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    getLessonDiscussion: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        place: {
                            /** @enum {string} */
                            kind: "category" | "lesson" | "article";
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string | null;
                            pillarSlug: string | null;
                            elementSlug: string | null;
                        };
                        posts: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            place: {
                                /** @enum {string} */
                                kind: "category" | "lesson" | "article";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string | null;
                                pillarSlug: string | null;
                                elementSlug: string | null;
                            };
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            lastActivityAt: string;
                            replyCount: number;
                            likeCount: number;
                            /** Format: uuid */
                            answerReplyId: string | null;
                            isHidden: boolean;
                            isLocked: boolean;
                            isPinned: boolean;
                            isLiked: boolean;
                            isFollowing: boolean;
                            canEdit: boolean;
                            canDelete: boolean;
                            canMarkAnswer: boolean;
                            canModerate: boolean;
                        }[];
                        postCount: number;
                        page: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getArticleDiscussion: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        place: {
                            /** @enum {string} */
                            kind: "category" | "lesson" | "article";
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string | null;
                            pillarSlug: string | null;
                            elementSlug: string | null;
                        };
                        posts: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            place: {
                                /** @enum {string} */
                                kind: "category" | "lesson" | "article";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string | null;
                                pillarSlug: string | null;
                                elementSlug: string | null;
                            };
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            lastActivityAt: string;
                            replyCount: number;
                            likeCount: number;
                            /** Format: uuid */
                            answerReplyId: string | null;
                            isHidden: boolean;
                            isLocked: boolean;
                            isPinned: boolean;
                            isLiked: boolean;
                            isFollowing: boolean;
                            canEdit: boolean;
                            canDelete: boolean;
                            canMarkAnswer: boolean;
                            canModerate: boolean;
                        }[];
                        postCount: number;
                        page: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    categoryId?: string;
                    /** Format: uuid */
                    lessonId?: string;
                    /** Format: uuid */
                    articleId?: string;
                    title?: string;
                    body: string;
                    /** @default [] */
                    mentionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            place: {
                                /** @enum {string} */
                                kind: "category" | "lesson" | "article";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string | null;
                                pillarSlug: string | null;
                                elementSlug: string | null;
                            };
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            lastActivityAt: string;
                            replyCount: number;
                            likeCount: number;
                            /** Format: uuid */
                            answerReplyId: string | null;
                            isHidden: boolean;
                            isLocked: boolean;
                            isPinned: boolean;
                            isLiked: boolean;
                            isFollowing: boolean;
                            canEdit: boolean;
                            canDelete: boolean;
                            canMarkAnswer: boolean;
                            canModerate: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** Format: uuid */
                    quotedReplyId?: string;
                    /** @default [] */
                    mentionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reply: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            postId: string;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            likeCount: number;
                            isLiked: boolean;
                            isHidden: boolean;
                            isAnswer: boolean;
                            quoted: {
                                /** Format: uuid */
                                id: string;
                                authorName: string;
                                excerpt: string | null;
                            } | null;
                            canEdit: boolean;
                            canDelete: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    deleteReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updateReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reply: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            postId: string;
                            bodyHtml: string | null;
                            body: string | null;
                            mentions: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                                level: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            likeCount: number;
                            isLiked: boolean;
                            isHidden: boolean;
                            isAnswer: boolean;
                            quoted: {
                                /** Format: uuid */
                                id: string;
                                authorName: string;
                                excerpt: string | null;
                            } | null;
                            canEdit: boolean;
                            canDelete: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isLiked: boolean;
                        likeCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isLiked: boolean;
                        likeCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    likeReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isLiked: boolean;
                        likeCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    unlikeReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isLiked: boolean;
                        likeCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    followPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isFollowing: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    unfollowPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isFollowing: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    markAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    replyId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        answerReplyId: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    unmarkAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        answerReplyId: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    reportContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    postId: string;
                    /** Format: uuid */
                    replyId?: string;
                    /** @enum {string} */
                    reason: "spam" | "abusive" | "off_topic" | "other";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    listReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            reason: "spam" | "abusive" | "off_topic" | "other";
                            note: string;
                            createdAt: string;
                            reporter: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                            };
                            /** Format: uuid */
                            postId: string;
                            postTitle: string | null;
                            /** Format: uuid */
                            replyId: string | null;
                            excerpt: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                            };
                            isHidden: boolean;
                            isLocked: boolean;
                            isPinned: boolean;
                            /** Format: uuid */
                            categoryId: string | null;
                        }[];
                        categories: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    listHidden: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            postId: string;
                            /** Format: uuid */
                            replyId: string | null;
                            postTitle: string | null;
                            placeName: string;
                            excerpt: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                                agencyName: string | null;
                            };
                            hiddenAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    moderatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "hide" | "unhide" | "lock" | "unlock" | "pin" | "unpin" | "move" | "delete";
                    /** Format: uuid */
                    categoryId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    moderateReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "hide" | "unhide" | "delete";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listMentionCandidates: {
        parameters: {
            query: {
                q: string;
                postId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            avatarUrl: string | null;
                            agencyName: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getDirectoryProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            listed: boolean;
                            title: string;
                            city: string;
                            country: string;
                            services: string[];
                            /** @enum {string|null} */
                            sizeBand: "1" | "2-5" | "6-10" | "11-25" | "26-50" | "51+" | null;
                            askMeAbout: string;
                            websiteUrl: string;
                            linkedinUrl: string;
                            agencyName: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    updateDirectoryProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    listed: boolean;
                    title: string;
                    city: string;
                    country: string;
                    services: string[];
                    /** @enum {string|null} */
                    sizeBand: "1" | "2-5" | "6-10" | "11-25" | "26-50" | "51+" | null;
                    askMeAbout: string;
                    websiteUrl: string;
                    linkedinUrl: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            listed: boolean;
                            title: string;
                            city: string;
                            country: string;
                            services: string[];
                            /** @enum {string|null} */
                            sizeBand: "1" | "2-5" | "6-10" | "11-25" | "26-50" | "51+" | null;
                            askMeAbout: string;
                            websiteUrl: string;
                            linkedinUrl: string;
                            agencyName: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listDirectory: {
        parameters: {
            query?: {
                q?: string;
                service?: string;
                country?: string;
                sizeBand?: "1" | "2-5" | "6-10" | "11-25" | "26-50" | "51+";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            avatarUrl: string | null;
                            agencyName: string | null;
                            level: number;
                            title: string;
                            city: string;
                            country: string;
                            services: string[];
                            /** @enum {string|null} */
                            sizeBand: "1" | "2-5" | "6-10" | "11-25" | "26-50" | "51+" | null;
                        }[];
                        page: number;
                        hasMore: boolean;
                        countries: string[];
                        services: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getDirectoryMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        member: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            avatarUrl: string | null;
                            agencyName: string | null;
                            level: number;
                            title: string;
                            city: string;
                            country: string;
                            services: string[];
                            /** @enum {string|null} */
                            sizeBand: "1" | "2-5" | "6-10" | "11-25" | "26-50" | "51+" | null;
                            askMeAbout: string;
                            websiteUrl: string | null;
                            linkedinUrl: string | null;
                        };
                        posts: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            excerpt: string;
                            replyCount: number;
                            likeCount: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "valid" | "revoked" | "private";
                        recipientName: string | null;
                        pillarTitle: string | null;
                        pillarColor: string;
                        pillarImageUrl: string | null;
                        issuedAt: string | null;
                        url: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    downloadCertificatePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    downloadMyCertificatePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getCertificatePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    listMyCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificates: {
                            /** Format: uuid */
                            id: string;
                            pillarTitle: string;
                            pillarSlug: string | null;
                            pillarColor: string;
                            issuedAt: string;
                            isPrivate: boolean;
                            isRevoked: boolean;
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    updateMyCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isPrivate: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        pillarTitle: string;
                        pillarSlug: string | null;
                        pillarColor: string;
                        issuedAt: string;
                        isPrivate: boolean;
                        isRevoked: boolean;
                        url: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listCertificates: {
        parameters: {
            query?: {
                search?: string;
                pillarId?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificates: {
                            /** Format: uuid */
                            id: string;
                            recipientName: string;
                            email: string;
                            organizationName: string | null;
                            pillarTitle: string;
                            issuedAt: string;
                            isPrivate: boolean;
                            revokedAt: string | null;
                            revokedReason: string | null;
                        }[];
                        pillars: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            certificatesEnabled: boolean;
                            issued: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    revokeCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        recipientName: string;
                        email: string;
                        organizationName: string | null;
                        pillarTitle: string;
                        issuedAt: string;
                        isPrivate: boolean;
                        revokedAt: string | null;
                        revokedReason: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    restoreCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        recipientName: string;
                        email: string;
                        organizationName: string | null;
                        pillarTitle: string;
                        issuedAt: string;
                        isPrivate: boolean;
                        revokedAt: string | null;
                        revokedReason: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    setPillarCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        certificatesEnabled: boolean;
                        issued: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            name: string;
                            priceCents: number;
                            /** @enum {string} */
                            interval: "month" | "year";
                            features: string[];
                            statementDescriptorNote: string;
                        };
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        } | null;
                        hasFreeAccess: boolean;
                        canManage: boolean;
                        agent: {
                            name: string;
                            email: string;
                        } | null;
                        testMode: boolean;
                        plans: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            description: string;
                            seats: number | null;
                            features: string[];
                            currency: string;
                            trialDays: number;
                            trialRequiresCard: boolean;
                            displayOrder: number;
                            prices: {
                                month: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                                year: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                            };
                        }[];
                        currentPlan: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            interval: "month" | "year";
                            seats: number | null;
                        } | null;
                        seats: {
                            used: number;
                            limit: number | null;
                        } | null;
                        trialAvailable: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["Internal"];
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    planId?: string;
                    /**
                     * @default year
                     * @enum {string}
                     */
                    interval?: "month" | "year";
                    couponCode?: string;
                    /** @default false */
                    trial?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenBillingOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    checkCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uuid */
                    planId: string;
                    /** @enum {string} */
                    interval: "month" | "year";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        summary: string;
                        amountCents: number;
                        discountedCents: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenBillingOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    changePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    planId: string;
                    /** @enum {string} */
                    interval: "month" | "year";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenBillingOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    openPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenBillingOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    getTestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        mode: "subscription" | "payment";
                        amountCents: number;
                        description: string;
                        /** @enum {string|null} */
                        interval: "month" | "year" | null;
                        listAmountCents: number;
                        couponSummary: string | null;
                        trialDays: number;
                        trialRequiresCard: boolean;
                        /** @enum {string} */
                        status: "open" | "paid" | "declined" | "canceled";
                        successUrl: string;
                        cancelUrl: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    payTestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "succeeded" | "declined";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "open" | "paid" | "declined" | "canceled";
                        url: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    cancelTestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "open" | "paid" | "declined" | "canceled";
                        url: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
        };
    };
    testPortalCancelAtPeriodEnd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenBillingOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    testPortalResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: {
                            /** @enum {string} */
                            status: "active" | "trialing" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            paymentMethodBrand: string | null;
                            paymentMethodLast4: string | null;
                            /** Format: uuid */
                            planId: string | null;
                            planName: string | null;
                            /** @enum {string|null} */
                            planInterval: "month" | "year" | null;
                            trialEndsAt: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenBillingOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            500: components["responses"]["Internal"];
        };
    };
    listPricingPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            description: string;
                            seats: number | null;
                            features: string[];
                            currency: string;
                            trialDays: number;
                            trialRequiresCard: boolean;
                            displayOrder: number;
                            prices: {
                                month: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                                year: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            500: components["responses"]["Internal"];
        };
    };
    listAdminPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            description: string;
                            seats: number | null;
                            features: string[];
                            currency: string;
                            trialDays: number;
                            trialRequiresCard: boolean;
                            displayOrder: number;
                            prices: {
                                month: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                                year: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                            };
                            isArchived: boolean;
                            subscriberCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    createPricingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    monthlyPrice?: (string | null) | (number | null);
                    annualPrice?: (string | null) | (number | null);
                    /** @default usd */
                    currency?: string;
                    seats?: (string | null) | (number | null);
                    features?: string[];
                    trialDays?: (string | null) | (number | null);
                    /** @default false */
                    trialRequiresCard?: boolean;
                    /** @default false */
                    isArchived?: boolean;
                    /** @default 0 */
                    displayOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            description: string;
                            seats: number | null;
                            features: string[];
                            currency: string;
                            trialDays: number;
                            trialRequiresCard: boolean;
                            displayOrder: number;
                            prices: {
                                month: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                                year: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                            };
                            isArchived: boolean;
                            subscriberCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    updatePricingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    monthlyPrice?: (string | null) | (number | null);
                    annualPrice?: (string | null) | (number | null);
                    /** @default usd */
                    currency?: string;
                    seats?: (string | null) | (number | null);
                    features?: string[];
                    trialDays?: (string | null) | (number | null);
                    /** @default false */
                    trialRequiresCard?: boolean;
                    /** @default false */
                    isArchived?: boolean;
                    /** @default 0 */
                    displayOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            description: string;
                            seats: number | null;
                            features: string[];
                            currency: string;
                            trialDays: number;
                            trialRequiresCard: boolean;
                            displayOrder: number;
                            prices: {
                                month: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                                year: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "month" | "year";
                                    amountCents: number;
                                    currency: string;
                                } | null;
                            };
                            isArchived: boolean;
                            subscriberCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    listCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupons: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            percentOff: number | null;
                            amountOffCents: number | null;
                            currency: string;
                            /** @enum {string} */
                            duration: "once" | "repeating" | "forever";
                            durationMonths: number | null;
                            planIds: string[];
                            expiresAt: string | null;
                            maxRedemptions: number | null;
                            isActive: boolean;
                            redemptions: number;
                            createdAt: string;
                        }[];
                        plans: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    createCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /**
                     * @default percent
                     * @enum {string}
                     */
                    discountType?: "percent" | "amount";
                    percentOff?: (string | null) | (number | null);
                    amountOff?: (string | null) | (number | null);
                    /** @default usd */
                    currency?: string;
                    /**
                     * @default once
                     * @enum {string}
                     */
                    duration?: "once" | "repeating" | "forever";
                    durationMonths?: (string | null) | (number | null);
                    /** @default [] */
                    planIds?: string[];
                    /** @default  */
                    expiresOn?: string;
                    maxRedemptions?: (string | null) | (number | null);
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupon: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            percentOff: number | null;
                            amountOffCents: number | null;
                            currency: string;
                            /** @enum {string} */
                            duration: "once" | "repeating" | "forever";
                            durationMonths: number | null;
                            planIds: string[];
                            expiresAt: string | null;
                            maxRedemptions: number | null;
                            isActive: boolean;
                            redemptions: number;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    updateCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                couponId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupon: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            percentOff: number | null;
                            amountOffCents: number | null;
                            currency: string;
                            /** @enum {string} */
                            duration: "once" | "repeating" | "forever";
                            durationMonths: number | null;
                            planIds: string[];
                            expiresAt: string | null;
                            maxRedemptions: number | null;
                            isActive: boolean;
                            redemptions: number;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listAdminAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcements: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            bodyHtml: string;
                            audience: {
                                /** @enum {string} */
                                kind: "everyone";
                            } | {
                                /** @enum {string} */
                                kind: "owners";
                            } | {
                                /** @enum {string} */
                                kind: "plans";
                                planIds: string[];
                            } | {
                                /** @enum {string} */
                                kind: "pillar_completed";
                                /** Format: uuid */
                                pillarId: string;
                            } | {
                                /** @enum {string} */
                                kind: "pillar_not_completed";
                                /** Format: uuid */
                                pillarId: string;
                            } | {
                                /** @enum {string} */
                                kind: "organization";
                                /** Format: uuid */
                                organizationId: string;
                            };
                            audienceLabel: string;
                            channels: ("banner" | "bell" | "email")[];
                            /** @enum {string} */
                            status: "scheduled" | "sending" | "sent";
                            sendAt: string;
                            sentAt: string | null;
                            audienceSize: number | null;
                            stats: {
                                delivered: number;
                                emailsQueued: number;
                                emailsFailed: number;
                                skippedByPreference: number;
                                unsubscribes: number;
                                bannerDismissals: number;
                            };
                        }[];
                        plans: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        pillars: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                        }[];
                        organizations: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    createAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    bodyHtml: string;
                    audience: {
                        /** @enum {string} */
                        kind: "everyone";
                    } | {
                        /** @enum {string} */
                        kind: "owners";
                    } | {
                        /** @enum {string} */
                        kind: "plans";
                        planIds: string[];
                    } | {
                        /** @enum {string} */
                        kind: "pillar_completed";
                        /** Format: uuid */
                        pillarId: string;
                    } | {
                        /** @enum {string} */
                        kind: "pillar_not_completed";
                        /** Format: uuid */
                        pillarId: string;
                    } | {
                        /** @enum {string} */
                        kind: "organization";
                        /** Format: uuid */
                        organizationId: string;
                    };
                    channels: ("banner" | "bell" | "email")[];
                    /** Format: date-time */
                    sendAt: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            bodyHtml: string;
                            audience: {
                                /** @enum {string} */
                                kind: "everyone";
                            } | {
                                /** @enum {string} */
                                kind: "owners";
                            } | {
                                /** @enum {string} */
                                kind: "plans";
                                planIds: string[];
                            } | {
                                /** @enum {string} */
                                kind: "pillar_completed";
                                /** Format: uuid */
                                pillarId: string;
                            } | {
                                /** @enum {string} */
                                kind: "pillar_not_completed";
                                /** Format: uuid */
                                pillarId: string;
                            } | {
                                /** @enum {string} */
                                kind: "organization";
                                /** Format: uuid */
                                organizationId: string;
                            };
                            audienceLabel: string;
                            channels: ("banner" | "bell" | "email")[];
                            /** @enum {string} */
                            status: "scheduled" | "sending" | "sent";
                            sendAt: string;
                            sentAt: string | null;
                            audienceSize: number | null;
                            stats: {
                                delivered: number;
                                emailsQueued: number;
                                emailsFailed: number;
                                skippedByPreference: number;
                                unsubscribes: number;
                                bannerDismissals: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    countAnnouncementAudience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    audience: {
                        /** @enum {string} */
                        kind: "everyone";
                    } | {
                        /** @enum {string} */
                        kind: "owners";
                    } | {
                        /** @enum {string} */
                        kind: "plans";
                        planIds: string[];
                    } | {
                        /** @enum {string} */
                        kind: "pillar_completed";
                        /** Format: uuid */
                        pillarId: string;
                    } | {
                        /** @enum {string} */
                        kind: "pillar_not_completed";
                        /** Format: uuid */
                        pillarId: string;
                    } | {
                        /** @enum {string} */
                        kind: "organization";
                        /** Format: uuid */
                        organizationId: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        size: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    updateAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    bodyHtml: string;
                    audience: {
                        /** @enum {string} */
                        kind: "everyone";
                    } | {
                        /** @enum {string} */
                        kind: "owners";
                    } | {
                        /** @enum {string} */
                        kind: "plans";
                        planIds: string[];
                    } | {
                        /** @enum {string} */
                        kind: "pillar_completed";
                        /** Format: uuid */
                        pillarId: string;
                    } | {
                        /** @enum {string} */
                        kind: "pillar_not_completed";
                        /** Format: uuid */
                        pillarId: string;
                    } | {
                        /** @enum {string} */
                        kind: "organization";
                        /** Format: uuid */
                        organizationId: string;
                    };
                    channels: ("banner" | "bell" | "email")[];
                    /** Format: date-time */
                    sendAt: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            bodyHtml: string;
                            audience: {
                                /** @enum {string} */
                                kind: "everyone";
                            } | {
                                /** @enum {string} */
                                kind: "owners";
                            } | {
                                /** @enum {string} */
                                kind: "plans";
                                planIds: string[];
                            } | {
                                /** @enum {string} */
                                kind: "pillar_completed";
                                /** Format: uuid */
                                pillarId: string;
                            } | {
                                /** @enum {string} */
                                kind: "pillar_not_completed";
                                /** Format: uuid */
                                pillarId: string;
                            } | {
                                /** @enum {string} */
                                kind: "organization";
                                /** Format: uuid */
                                organizationId: string;
                            };
                            audienceLabel: string;
                            channels: ("banner" | "bell" | "email")[];
                            /** @enum {string} */
                            status: "scheduled" | "sending" | "sent";
                            sendAt: string;
                            sentAt: string | null;
                            audienceSize: number | null;
                            stats: {
                                delivered: number;
                                emailsQueued: number;
                                emailsFailed: number;
                                skippedByPreference: number;
                                unsubscribes: number;
                                bannerDismissals: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcements: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            bodyHtml: string;
                            sentAt: string;
                        }[];
                        page: number;
                        pageCount: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    dismissAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                announcementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    unsubscribeFromAnnouncements: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        unsubscribed: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                type?: "all" | "live" | "virtual";
                includePast?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            locationLabel: string;
                            imageUrl: string | null;
                            feeLabel: string;
                            seatsLeft: number | null;
                            tags: string[];
                            isPast: boolean;
                            isRegistered: boolean;
                            planIds: string[];
                            availableOn: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            locationLabel: string;
                            imageUrl: string | null;
                            feeLabel: string;
                            seatsLeft: number | null;
                            tags: string[];
                            isPast: boolean;
                            isRegistered: boolean;
                            planIds: string[];
                            availableOn: string | null;
                            location: string | null;
                            feeCents: number;
                            availableSeats: number | null;
                            registeredCount: number;
                            description: string;
                            host: {
                                /** Format: uuid */
                                id: string;
                                firstName: string | null;
                                lastName: string | null;
                                avatarUrl: string | null;
                            } | null;
                            zoomLink: string | null;
                            isFull: boolean;
                        };
                        registration: {
                            /** Format: uuid */
                            id: string;
                            registeredAt: string;
                            /** @enum {string} */
                            paymentStatus: "none" | "pending" | "completed" | "failed";
                            canCancel: boolean;
                        } | null;
                        related: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            locationLabel: string;
                            imageUrl: string | null;
                            feeLabel: string;
                            seatsLeft: number | null;
                            tags: string[];
                            isPast: boolean;
                            isRegistered: boolean;
                            planIds: string[];
                            availableOn: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    registerForEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registration: {
                            /** Format: uuid */
                            id: string;
                            registeredAt: string;
                            /** @enum {string} */
                            paymentStatus: "none" | "pending" | "completed" | "failed";
                            canCancel: boolean;
                        };
                        checkoutUrl: string | null;
                        seatsLeft: number | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    cancelRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seatsLeft: number | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
        };
    };
    downloadCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getBooking: {
        parameters: {
            query?: {
                weekStart?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                        today: string;
                        week: {
                            start: string;
                            previousStart: string | null;
                            nextStart: string;
                        };
                        days: {
                            date: string;
                            weekday: number;
                            slots: {
                                time: string;
                                startsAt: string;
                                isTaken: boolean;
                                isPast: boolean;
                                isBookable: boolean;
                            }[];
                        }[];
                        myCalls: {
                            /** Format: uuid */
                            id: string;
                            date: string;
                            time: string;
                            startsAt: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                            notes: string | null;
                            phoneNumber: string | null;
                            isPast: boolean;
                            canCancel: boolean;
                            createdAt: string;
                        }[];
                        upcomingCall: {
                            /** Format: uuid */
                            id: string;
                            date: string;
                            time: string;
                            startsAt: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                            notes: string | null;
                            phoneNumber: string | null;
                            isPast: boolean;
                            canCancel: boolean;
                            createdAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    bookCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    time: string;
                    phoneNumber: string;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        call: {
                            /** Format: uuid */
                            id: string;
                            date: string;
                            time: string;
                            startsAt: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                            notes: string | null;
                            phoneNumber: string | null;
                            isPast: boolean;
                            canCancel: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    cancelCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        call: {
                            /** Format: uuid */
                            id: string;
                            date: string;
                            time: string;
                            startsAt: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                            notes: string | null;
                            phoneNumber: string | null;
                            isPast: boolean;
                            canCancel: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
        };
    };
    listAdminCalls: {
        parameters: {
            query?: {
                search?: string;
                status?: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                sort?: "asc" | "desc";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calls: {
                            /** Format: uuid */
                            id: string;
                            date: string;
                            time: string;
                            startsAt: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                            notes: string | null;
                            phoneNumber: string | null;
                            isPast: boolean;
                            canCancel: boolean;
                            createdAt: string;
                            staffNotes: string | null;
                            member: {
                                /** Format: uuid */
                                id: string;
                                firstName: string | null;
                                lastName: string | null;
                                email: string;
                                phone: string | null;
                                avatarUrl: string | null;
                            };
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getAdminCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        call: {
                            /** Format: uuid */
                            id: string;
                            date: string;
                            time: string;
                            startsAt: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                            notes: string | null;
                            phoneNumber: string | null;
                            isPast: boolean;
                            canCancel: boolean;
                            createdAt: string;
                            staffNotes: string | null;
                            member: {
                                /** Format: uuid */
                                id: string;
                                firstName: string | null;
                                lastName: string | null;
                                email: string;
                                phone: string | null;
                                avatarUrl: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updateAdminCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                    staffNotes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        call: {
                            /** Format: uuid */
                            id: string;
                            date: string;
                            time: string;
                            startsAt: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "completed" | "missed" | "cancelled";
                            notes: string | null;
                            phoneNumber: string | null;
                            isPast: boolean;
                            canCancel: boolean;
                            createdAt: string;
                            staffNotes: string | null;
                            member: {
                                /** Format: uuid */
                                id: string;
                                firstName: string | null;
                                lastName: string | null;
                                email: string;
                                phone: string | null;
                                avatarUrl: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getChatbot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string | null;
                        settingName: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    getConversation: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            memberId: string;
                            content: string;
                            isAdminMessage: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                            isRead: boolean;
                        }[];
                        hasOlder: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    postMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            memberId: string;
                            content: string;
                            isAdminMessage: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                            isRead: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "member" | "team";
                        count: number;
                        counts: {
                            messages: number;
                            tickets: number;
                            notifications: number;
                        };
                        items: {
                            /** @enum {string} */
                            kind: "conversation" | "ticket" | "notification";
                            /** Format: uuid */
                            ticketId: string | null;
                            /** Format: uuid */
                            notificationId: string | null;
                            topic: string | null;
                            title: string;
                            preview: string;
                            authorName: string;
                            unreadCount: number;
                            latestAt: string;
                            href: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "conversation";
                } | {
                    /** @enum {string} */
                    kind: "ticket";
                    /** Format: uuid */
                    ticketId: string;
                } | {
                    /** @enum {string} */
                    kind: "notification";
                    /** Format: uuid */
                    notificationId: string;
                } | {
                    /** @enum {string} */
                    kind: "all_notifications";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "member" | "team";
                        count: number;
                        counts: {
                            messages: number;
                            tickets: number;
                            notifications: number;
                        };
                        items: {
                            /** @enum {string} */
                            kind: "conversation" | "ticket" | "notification";
                            /** Format: uuid */
                            ticketId: string | null;
                            /** Format: uuid */
                            notificationId: string | null;
                            topic: string | null;
                            title: string;
                            preview: string;
                            authorName: string;
                            unreadCount: number;
                            latestAt: string;
                            href: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getInbox: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversations: {
                            member: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                organization: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                } | null;
                            };
                            lastMessage: {
                                /** Format: uuid */
                                id: string;
                                seq: number;
                                /** Format: uuid */
                                memberId: string;
                                content: string;
                                isAdminMessage: boolean;
                                author: {
                                    /** Format: uuid */
                                    id: string | null;
                                    name: string;
                                };
                                createdAt: string;
                                isRead: boolean;
                            };
                            unreadCount: number;
                        }[];
                        page: number;
                        pageSize: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getMemberConversation: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            memberId: string;
                            content: string;
                            isAdminMessage: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                            isRead: boolean;
                        }[];
                        hasOlder: boolean;
                        member: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    replyToMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            memberId: string;
                            content: string;
                            isAdminMessage: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                            isRead: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getSupportPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            supportTitle: string;
                            supportSubtitle: string;
                            faqTitle: string;
                        } | null;
                        faq: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            orderPosition: number;
                        }[];
                        tickets: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            responseCount: number;
                            unreadCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            responseCount: number;
                            unreadCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            responseCount: number;
                            unreadCount: number;
                            message: string;
                            member: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                organization: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                } | null;
                            };
                        };
                        responses: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            ticketId: string;
                            responseText: string;
                            isTeamResponse: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    replyToTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    responseText: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            ticketId: string;
                            responseText: string;
                            isTeamResponse: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    getTicketQueue: {
        parameters: {
            query?: {
                status?: "open" | "in_progress" | "closed";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tickets: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            responseCount: number;
                            unreadCount: number;
                            member: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                organization: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                } | null;
                            };
                            isAwaitingTeam: boolean;
                        }[];
                        counts: {
                            open: number;
                            in_progress: number;
                            closed: number;
                        };
                        page: number;
                        pageSize: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getTeamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            responseCount: number;
                            unreadCount: number;
                            message: string;
                            member: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                organization: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                } | null;
                            };
                        };
                        responses: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            ticketId: string;
                            responseText: string;
                            isTeamResponse: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updateTicketStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "in_progress" | "closed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            responseCount: number;
                            unreadCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    replyAsTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    responseText: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response: {
                            /** Format: uuid */
                            id: string;
                            seq: number;
                            /** Format: uuid */
                            ticketId: string;
                            responseText: string;
                            isTeamResponse: boolean;
                            author: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getSupportConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            supportTitle: string;
                            supportSubtitle: string;
                            faqTitle: string;
                        } | null;
                        faq: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            orderPosition: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    updateSupportSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    supportTitle: string;
                    supportSubtitle: string;
                    faqTitle: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            supportTitle: string;
                            supportSubtitle: string;
                            faqTitle: string;
                        } | null;
                        faq: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            orderPosition: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    createFaqItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    answer: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            orderPosition: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    updateFaqItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                faqItemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    answer: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            orderPosition: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteFaqItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                faqItemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faq: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            orderPosition: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    reorderFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faq: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            orderPosition: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    streamRealtimeEvents: {
        parameters: {
            query?: {
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            500: components["responses"]["Internal"];
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            members: number;
                            organizations: number;
                            publishedArticles: number;
                            upcomingEvents: number;
                            openTickets: number;
                            callsThisWeek: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenAdminDashboard"];
            500: components["responses"]["Internal"];
        };
    };
    listOrganizations: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizations: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                            createdAt: string;
                            /** @enum {string|null} */
                            subscriptionStatus: "active" | "trialing" | "past_due" | "canceled" | null;
                            counts: {
                                users: number;
                                pillars: number;
                                articles: number;
                                events: number;
                            };
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenAdminDashboard"];
            500: components["responses"]["Internal"];
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hasFreeAccess: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            slug: string;
                            hasFreeAccess: boolean;
                            createdAt: string;
                            /** @enum {string|null} */
                            subscriptionStatus: "active" | "trialing" | "past_due" | "canceled" | null;
                            counts: {
                                users: number;
                                pillars: number;
                                articles: number;
                                events: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenAdminDashboardOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            users: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenAdminDashboardOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["PaymentsUnavailable"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                actor?: string;
                action?: string;
                targetType?: string;
                organizationId?: string;
                from?: string;
                to?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            /** Format: uuid */
                            id: string;
                            occurredAt: string;
                            actor: {
                                /** Format: uuid */
                                id: string | null;
                                name: string | null;
                                email: string | null;
                            };
                            action: string;
                            target: {
                                type: string;
                                id: string;
                                name: string | null;
                            };
                            /** Format: uuid */
                            organizationId: string | null;
                            before: unknown;
                            after: unknown;
                            ip: string | null;
                            userAgent: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        retentionDays: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                actor?: string;
                action?: string;
                targetType?: string;
                organizationId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getTeamAnalytics: {
        parameters: {
            query?: {
                organizationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        pillars: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                            color: string;
                            lessonCount: number;
                            averagePercent: number;
                            notStartedCount: number;
                            certificateCount: number;
                            quizCount: number;
                        }[];
                        members: {
                            /** Format: uuid */
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "superadmin" | "agent" | "support" | "team_member";
                            completed: number[];
                            percent: number[];
                            certified: boolean[];
                            quizzesPassed: number[];
                            quizAverage: (number | null)[];
                            overallPercent: number;
                            completedLast30Days: number;
                            lastActivityAt: string | null;
                            bookmarks: number;
                            ratingsGiven: number;
                        }[];
                        weeks: {
                            weekStart: string;
                            completions: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    exportTeamAnalytics: {
        parameters: {
            query?: {
                organizationId?: string;
                pillarId?: string;
                member?: string;
                sort?: "name" | "progress" | "recent" | "lastActivity" | "bookmarks" | "ratings";
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getBusinessAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizations: number;
                        subscriptions: {
                            active: number;
                            trialing: number;
                            pastDue: number;
                            canceled: number;
                        };
                        monthlyRecurringRevenueCents: number;
                        revenueByPlan: {
                            /** Format: uuid */
                            planId: string;
                            planName: string;
                            payingSubscriptions: number;
                            monthlyRecurringRevenueCents: number;
                        }[];
                        trials: {
                            started: number;
                            converted: number;
                        };
                        couponsRedeemed: number;
                        weeks: {
                            weekStart: string;
                            signUps: number;
                            lessonCompletions: number;
                            eventRegistrations: number;
                        }[];
                        upcomingEventRegistrations: number;
                        openTickets: number;
                        medianFirstReplyMinutes: number | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    listAdminPillars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillars: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            color: string;
                            icon: string;
                            overlayImageUrl: string | null;
                            videoUrl: string | null;
                            videoTitle: string | null;
                            videoDuration: string | null;
                            displayOrder: number;
                            planIds: string[];
                            availableOn: string | null;
                            keyElementCount: number;
                            lessonCount: number;
                            progressCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    createPillar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    slug: string;
                    color: string;
                    /** @enum {string} */
                    icon: "BookOpen" | "Brain" | "Building" | "DollarSign" | "Cog" | "ListChecks" | "CheckSquare";
                    overlayImageUrl: string;
                    videoUrl: string;
                    videoTitle: string;
                    videoDuration: string;
                    planIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillar: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            color: string;
                            icon: string;
                            overlayImageUrl: string | null;
                            videoUrl: string | null;
                            videoTitle: string | null;
                            videoDuration: string | null;
                            displayOrder: number;
                            planIds: string[];
                            availableOn: string | null;
                            keyElementCount: number;
                            lessonCount: number;
                            progressCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    updatePillar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    slug: string;
                    color: string;
                    /** @enum {string} */
                    icon: "BookOpen" | "Brain" | "Building" | "DollarSign" | "Cog" | "ListChecks" | "CheckSquare";
                    overlayImageUrl: string;
                    videoUrl: string;
                    videoTitle: string;
                    videoDuration: string;
                    planIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillar: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            color: string;
                            icon: string;
                            overlayImageUrl: string | null;
                            videoUrl: string | null;
                            videoTitle: string | null;
                            videoDuration: string | null;
                            displayOrder: number;
                            planIds: string[];
                            availableOn: string | null;
                            keyElementCount: number;
                            lessonCount: number;
                            progressCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deletePillar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    movePillar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "up" | "down";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillars: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            slug: string;
                            color: string;
                            icon: string;
                            overlayImageUrl: string | null;
                            videoUrl: string | null;
                            videoTitle: string | null;
                            videoDuration: string | null;
                            displayOrder: number;
                            planIds: string[];
                            availableOn: string | null;
                            keyElementCount: number;
                            lessonCount: number;
                            progressCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listAdminKeyElements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillar: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                            color: string;
                        };
                        keyElements: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pillarId: string;
                            title: string;
                            description: string;
                            slug: string;
                            lessonCount: number;
                            progressCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    createKeyElement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pillarId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    slug: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keyElement: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pillarId: string;
                            title: string;
                            description: string;
                            slug: string;
                            lessonCount: number;
                            progressCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    updateKeyElement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                elementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    slug: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keyElement: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            pillarId: string;
                            title: string;
                            description: string;
                            slug: string;
                            lessonCount: number;
                            progressCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteKeyElement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                elementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    listAdminLessons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                elementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillar: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                            color: string;
                        };
                        keyElement: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                        };
                        lessons: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            keyElementId: string;
                            title: string;
                            content: string;
                            imageUrl: string | null;
                            orderPosition: number;
                            progressCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    createLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                elementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    imageUrl: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            keyElementId: string;
                            title: string;
                            content: string;
                            imageUrl: string | null;
                            orderPosition: number;
                            progressCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    updateLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    imageUrl: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            keyElementId: string;
                            title: string;
                            content: string;
                            imageUrl: string | null;
                            orderPosition: number;
                            progressCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    moveLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "up" | "down";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pillar: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                            color: string;
                        };
                        keyElement: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                        };
                        lessons: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            keyElementId: string;
                            title: string;
                            content: string;
                            imageUrl: string | null;
                            orderPosition: number;
                            progressCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listQuizStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quizzes: {
                            /** Format: uuid */
                            quizId: string;
                            /** Format: uuid */
                            lessonId: string;
                            lessonTitle: string;
                            keyElementTitle: string;
                            pillarTitle: string;
                            passMark: number;
                            attempts: number;
                            passRate: number | null;
                            averageScore: number | null;
                            questions: {
                                /** Format: uuid */
                                id: string;
                                prompt: string;
                                position: number;
                                answered: number;
                                shareRight: number | null;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getAdminQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            lessonId: string;
                            passMark: number;
                            maxAttempts: number | null;
                            version: number;
                            questions: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "single" | "multiple" | "true_false";
                                prompt: string;
                                explanation: string;
                                options: {
                                    /** Format: uuid */
                                    id: string;
                                    label: string;
                                    isCorrect: boolean;
                                }[];
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    saveQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    passMark: number;
                    maxAttempts: number | null;
                    questions: {
                        /** Format: uuid */
                        id?: string;
                        /** @enum {string} */
                        kind: "single" | "multiple" | "true_false";
                        prompt: string;
                        explanation: string;
                        options: {
                            /** Format: uuid */
                            id?: string;
                            label: string;
                            isCorrect: boolean;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            lessonId: string;
                            passMark: number;
                            maxAttempts: number | null;
                            version: number;
                            questions: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "single" | "multiple" | "true_false";
                                prompt: string;
                                explanation: string;
                                options: {
                                    /** Format: uuid */
                                    id: string;
                                    label: string;
                                    isCorrect: boolean;
                                }[];
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            lessonId: string;
                            version: number;
                            passMark: number;
                            maxAttempts: number | null;
                            questions: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "single" | "multiple" | "true_false";
                                prompt: string;
                                options: {
                                    /** Format: uuid */
                                    id: string;
                                    label: string;
                                }[];
                            }[];
                        };
                        attemptsUsed: number;
                        attemptsRemaining: number | null;
                        hasPassed: boolean;
                        bestScore: number | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequired"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    submitQuizAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    attemptId: string;
                    version: number;
                    answers: {
                        /** Format: uuid */
                        questionId: string;
                        optionIds: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        attemptId: string;
                        score: number;
                        correctCount: number;
                        questionCount: number;
                        passed: boolean;
                        passMark: number;
                        attemptsRemaining: number | null;
                        questions: {
                            /** Format: uuid */
                            id: string;
                            prompt: string;
                            explanation: string;
                            isCorrect: boolean;
                            options: {
                                /** Format: uuid */
                                id: string;
                                label: string;
                                isCorrect: boolean;
                                wasChosen: boolean;
                            }[];
                        }[];
                        lessonCompleted: boolean;
                        certificate: {
                            /** Format: uuid */
                            id: string;
                            isNew: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listAdminArticles: {
        parameters: {
            query?: {
                q?: string;
                published?: "all" | "published" | "drafts";
                featured?: "all" | "featured" | "not_featured";
                type?: "all" | "post" | "document" | "video";
                sort?: "createdAt" | "publishedAt" | "title";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            slug: string;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            isPublished: boolean;
                            isFeatured: boolean;
                            publishedAt: string | null;
                            createdAt: string;
                            author: {
                                firstName: string;
                                lastName: string;
                            } | null;
                            guru: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            topics: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            likeCount: number;
                            commentCount: number;
                            bookmarkCount: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    createAdminArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    subtitle?: string | null;
                    slug: string;
                    featuredImageUrl?: string | null;
                    body: string;
                    proTip?: string | null;
                    /**
                     * @default post
                     * @enum {string}
                     */
                    contentType?: "post" | "document" | "video" | "presentation";
                    videoUrl?: string | null;
                    documentUrl?: string | null;
                    /** @default [] */
                    categoryIds?: string[];
                    /** @default [] */
                    topicIds?: string[];
                    /** @default false */
                    isPublished?: boolean;
                    /** @default [] */
                    contentImages?: string[];
                    /**
                     * @default all
                     * @enum {string}
                     */
                    visibilityScope?: "all" | "agents_only";
                    /** @default false */
                    isFeatured?: boolean;
                    guruId?: (string | null) | ("" | null);
                    estimatedReadTimeMinutes?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getAdminArticleOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        topics: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        gurus: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getAdminArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        topics: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        gurus: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        article: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            featuredImageUrl: string | null;
                            body: string;
                            proTip: string | null;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            videoUrl: string | null;
                            documentUrl: string | null;
                            contentImages: string[];
                            categoryIds: string[];
                            topicIds: string[];
                            /** @enum {string} */
                            visibilityScope: "all" | "agents_only";
                            isFeatured: boolean;
                            isPublished: boolean;
                            publishedAt: string | null;
                            /** Format: uuid */
                            guruId: string | null;
                            estimatedReadTimeMinutes: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updateAdminArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    subtitle?: string | null;
                    slug: string;
                    featuredImageUrl?: string | null;
                    body: string;
                    proTip?: string | null;
                    /**
                     * @default post
                     * @enum {string}
                     */
                    contentType?: "post" | "document" | "video" | "presentation";
                    videoUrl?: string | null;
                    documentUrl?: string | null;
                    /** @default [] */
                    categoryIds?: string[];
                    /** @default [] */
                    topicIds?: string[];
                    /** @default false */
                    isPublished?: boolean;
                    /** @default [] */
                    contentImages?: string[];
                    /**
                     * @default all
                     * @enum {string}
                     */
                    visibilityScope?: "all" | "agents_only";
                    /** @default false */
                    isFeatured?: boolean;
                    guruId?: (string | null) | ("" | null);
                    estimatedReadTimeMinutes?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteAdminArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    setAdminArticleFlags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isPublished?: boolean;
                    isFeatured?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            isPublished: boolean;
                            isFeatured: boolean;
                            publishedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listArticleRevisions: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revisions: {
                            /** Format: uuid */
                            id: string;
                            createdAt: string;
                            source: string;
                            actor: {
                                name: string | null;
                                email: string | null;
                            } | null;
                            article: {
                                title: string;
                                subtitle: string | null;
                                slug: string;
                                featuredImageUrl: string | null;
                                body: string;
                                proTip: string | null;
                                /** @enum {string} */
                                contentType: "post" | "document" | "video" | "presentation";
                                videoUrl: string | null;
                                documentUrl: string | null;
                                contentImages: string[];
                                /** @enum {string} */
                                visibilityScope: "all" | "agents_only";
                                isFeatured: boolean;
                                isPublished: boolean;
                                publishedAt: string | null;
                                /** Format: uuid */
                                guruId: string | null;
                                estimatedReadTimeMinutes: number | null;
                                categoryIds: string[];
                                topicIds: string[];
                            };
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    restoreArticleRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    listArticleMagic: {
        parameters: {
            query?: {
                q?: string;
                type?: "all" | "post" | "document" | "video" | "presentation";
                topics?: "all" | "with" | "without";
                status?: "all" | "published" | "drafts";
                sort?: "newest" | "oldest" | "title";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            /** @enum {string} */
                            contentType: "post" | "document" | "video" | "presentation";
                            isPublished: boolean;
                            author: {
                                firstName: string;
                                lastName: string;
                            } | null;
                            topics: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        ai: {
                            isConfigured: boolean;
                            model: string | null;
                            settings: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    saveEnhancedArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    subtitle?: string | null;
                    featuredImageUrl?: string | null;
                    proTip?: string | null;
                    body: string;
                    /** @default [] */
                    topicIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            title: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    enhanceArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
            503: components["responses"]["AiNotConfigured"];
        };
    };
    listAdminEvents: {
        parameters: {
            query?: {
                type?: "all" | "live" | "virtual";
                status?: "all" | "active" | "inactive";
                includePast?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            location: string | null;
                            imageUrl: string | null;
                            feeCents: number;
                            feeLabel: string;
                            availableSeats: number | null;
                            seatsTaken: number;
                            registrationCount: number;
                            isActive: boolean;
                            isPast: boolean;
                            tags: string[];
                            hostName: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    createAdminEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    date: string;
                    time: string;
                    /**
                     * @default virtual
                     * @enum {string}
                     */
                    type?: "live" | "virtual";
                    location?: string | null;
                    zoomLink?: string | null;
                    imageUrl?: string | null;
                    registrationFee?: (string | null) | (number | null);
                    availableSeats?: (string | null) | (number | null);
                    hostId?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    tags?: string[];
                    /** @default [] */
                    planIds?: string[];
                    /** @default 0 */
                    utcOffsetMinutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            location: string | null;
                            zoomLink: string | null;
                            imageUrl: string | null;
                            feeCents: number;
                            availableSeats: number | null;
                            /** Format: uuid */
                            hostId: string | null;
                            isActive: boolean;
                            tags: string[];
                            planIds: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getAdminEventHosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hosts: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getAdminEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            location: string | null;
                            zoomLink: string | null;
                            imageUrl: string | null;
                            feeCents: number;
                            availableSeats: number | null;
                            /** Format: uuid */
                            hostId: string | null;
                            isActive: boolean;
                            tags: string[];
                            planIds: string[];
                        };
                        hosts: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    updateAdminEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    date: string;
                    time: string;
                    /**
                     * @default virtual
                     * @enum {string}
                     */
                    type?: "live" | "virtual";
                    location?: string | null;
                    zoomLink?: string | null;
                    imageUrl?: string | null;
                    registrationFee?: (string | null) | (number | null);
                    availableSeats?: (string | null) | (number | null);
                    hostId?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    tags?: string[];
                    /** @default [] */
                    planIds?: string[];
                    /** @default 0 */
                    utcOffsetMinutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            location: string | null;
                            zoomLink: string | null;
                            imageUrl: string | null;
                            feeCents: number;
                            availableSeats: number | null;
                            /** Format: uuid */
                            hostId: string | null;
                            isActive: boolean;
                            tags: string[];
                            planIds: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    deleteAdminEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedRegistrations: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    setAdminEventActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    listEventRegistrations: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            dateTime: string;
                            /** @enum {string} */
                            type: "live" | "virtual";
                            location: string | null;
                            imageUrl: string | null;
                            feeCents: number;
                            feeLabel: string;
                            availableSeats: number | null;
                            seatsTaken: number;
                            registrationCount: number;
                            isActive: boolean;
                            isPast: boolean;
                            tags: string[];
                            hostName: string | null;
                        };
                        registrations: {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            registeredAt: string;
                            /** @enum {string} */
                            paymentStatus: "none" | "pending" | "completed" | "failed";
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    exportEventRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            500: components["responses"]["Internal"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "completed" | "failed";
                        progress: {
                            done: number;
                            total: number;
                            message?: string;
                        } | null;
                        result: {
                            [key: string]: unknown;
                        } | null;
                        error: string | null;
                        attempts: number;
                        maxAttempts: number;
                        createdAt: string;
                        updatedAt: string;
                        completedAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    getBubbleImportState: {
        parameters: {
            query?: {
                scope?: "probe" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        missingVariables: string[];
                        dataType: string;
                        records: ({
                            _id: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                        job: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "pending" | "running" | "completed" | "failed";
                            progress: {
                                done: number;
                                total: number;
                                message?: string;
                            } | null;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            attempts: number;
                            maxAttempts: number;
                            createdAt: string;
                            updatedAt: string;
                            completedAt: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
            502: components["responses"]["ImportSourceUnavailable"];
        };
    };
    startBubbleImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default api
                     * @enum {string}
                     */
                    source?: "api" | "csv";
                    ids: string[];
                    mapping: {
                        body: string | null;
                        featured_image_url: string | null;
                        published_at: string | null;
                        video_url: string | null;
                        document_url: string | null;
                        content_images: string | null;
                    };
                    records?: ({
                        _id: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "pending" | "running" | "completed" | "failed";
                            progress: {
                                done: number;
                                total: number;
                                message?: string;
                            } | null;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            attempts: number;
                            maxAttempts: number;
                            createdAt: string;
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            502: components["responses"]["ImportSourceUnavailable"];
        };
    };
    readBubbleCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: ({
                            _id: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    previewBubbleArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    record: {
                        _id: string;
                    } & {
                        [key: string]: unknown;
                    };
                    mapping: {
                        body: string | null;
                        featured_image_url: string | null;
                        published_at: string | null;
                        video_url: string | null;
                        document_url: string | null;
                        content_images: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: {
                            title: string;
                            subtitle: string | null;
                            slug: string;
                            body: string;
                            featured_image_url: string | null;
                            is_featured: boolean;
                            is_published: boolean;
                            published_at: string;
                            /** @enum {string} */
                            content_type: "video" | "post";
                            video_url: string | null;
                            document_url: string | null;
                            content_images: string[];
                            /** @enum {string} */
                            visibility_scope: "all";
                            metadata: {
                                bubble_id: string;
                                imported_at: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getEngagementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            actionPoints: {
                                "lesson.complete": number;
                                "quiz.pass": number;
                                "pillar.complete": number;
                                "event.attend": number;
                                "post.start": number;
                                "post.reply": number;
                                "answer.marked": number;
                                "like.received": number;
                            };
                            levelThresholds: number[];
                        };
                        lastRecalculation: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "pending" | "running" | "completed" | "failed";
                            progress: {
                                done: number;
                                total: number;
                                message?: string;
                            } | null;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            attempts: number;
                            maxAttempts: number;
                            createdAt: string;
                            updatedAt: string;
                            completedAt: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    saveEngagementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actionPoints: {
                        "lesson.complete": number;
                        "quiz.pass": number;
                        "pillar.complete": number;
                        "event.attend": number;
                        "post.start": number;
                        "post.reply": number;
                        "answer.marked": number;
                        "like.received": number;
                    };
                    levelThresholds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            actionPoints: {
                                "lesson.complete": number;
                                "quiz.pass": number;
                                "pillar.complete": number;
                                "event.attend": number;
                                "post.start": number;
                                "post.reply": number;
                                "answer.marked": number;
                                "like.received": number;
                            };
                            levelThresholds: number[];
                        };
                        lastRecalculation: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "pending" | "running" | "completed" | "failed";
                            progress: {
                                done: number;
                                total: number;
                                message?: string;
                            } | null;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            attempts: number;
                            maxAttempts: number;
                            createdAt: string;
                            updatedAt: string;
                            completedAt: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    recalculatePoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "pending" | "running" | "completed" | "failed";
                            progress: {
                                done: number;
                                total: number;
                                message?: string;
                            } | null;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            error: string | null;
                            attempts: number;
                            maxAttempts: number;
                            createdAt: string;
                            updatedAt: string;
                            completedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["Internal"];
        };
    };
    listAskConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversations: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            /** Format: uuid */
                            pillarId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        ai: {
                            isConfigured: boolean;
                            settings: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    getAskConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            /** Format: uuid */
                            pillarId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        turns: {
                            /** Format: uuid */
                            id: string;
                            question: string;
                            answer: string;
                            /** @enum {string} */
                            status: "answered" | "no_answer" | "passages" | "failed";
                            sources: {
                                number: number;
                                /** @enum {string} */
                                sourceType: "article" | "lesson" | "faq" | "pillar";
                                /** Format: uuid */
                                sourceId: string;
                                title: string;
                                heading: string;
                                passage: string;
                                highlights: {
                                    text: string;
                                    match: boolean;
                                }[];
                                link: {
                                    /** @enum {string} */
                                    type: "article";
                                    slug: string;
                                } | {
                                    /** @enum {string} */
                                    type: "lesson";
                                    pillarSlug: string;
                                    elementSlug: string;
                                    /** Format: uuid */
                                    lessonId: string;
                                } | {
                                    /** @enum {string} */
                                    type: "faq";
                                } | {
                                    /** @enum {string} */
                                    type: "pillar";
                                    pillarSlug: string;
                                };
                            }[];
                            rating: (1 | null) | (-1 | null);
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    deleteAskConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["Internal"];
        };
    };
    rateAskTurn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                turnId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: 1 | -1;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
    getAskAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        index: {
                            passages: number;
                            sources: number;
                            embedded: number;
                            embeddingModel: string | null;
                            hasVector: boolean;
                            /** Format: date-time */
                            lastRunAt: string | null;
                            failures: number;
                            backfill: {
                                /** Format: uuid */
                                jobId: string;
                                done: number;
                                total: number;
                            } | null;
                        };
                        tokens: {
                            month: string;
                            chatPromptTokens: number;
                            chatCompletionTokens: number;
                            embeddingTokens: number;
                            embeddingFallbacks: number;
                        }[];
                        unanswered: {
                            question: string;
                            count: number;
                            noSource: number;
                            thumbsDown: number;
                            /** Format: date-time */
                            lastAskedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailedQuery"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPage"];
            500: components["responses"]["Internal"];
        };
    };
    askQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    /** Format: uuid */
                    conversationId?: string;
                    /** Format: uuid */
                    pillarId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SubscriptionRequiredOrForbiddenPageOrCrossOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
        };
    };
}
