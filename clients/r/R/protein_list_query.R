#' Create a new ProteinListQuery
#'
#' @description
#' The applied parameters.
#'
#' @docType class
#' @title ProteinListQuery
#' @description ProteinListQuery Class
#' @format An \code{R6Class} generator object
#' @field q  character
#' @field page  integer
#' @field pageSize  integer
#' @field sortBy  \link{ProteinSortBy}
#' @field sortDirection  \link{SortDirection}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ProteinListQuery <- R6::R6Class(
  "ProteinListQuery",
  public = list(
    `q` = NULL,
    `page` = NULL,
    `pageSize` = NULL,
    `sortBy` = NULL,
    `sortDirection` = NULL,

    #' @description
    #' Initialize a new ProteinListQuery class.
    #'
    #' @param q q
    #' @param page page
    #' @param pageSize pageSize
    #' @param sortBy sortBy
    #' @param sortDirection sortDirection
    #' @param ... Other optional arguments.
    initialize = function(`q`, `page`, `pageSize`, `sortBy`, `sortDirection`, ...) {
      if (!missing(`q`)) {
        if (!(is.character(`q`) && length(`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", `q`))
        }
        self$`q` <- `q`
      }
      if (!missing(`page`)) {
        if (!(is.numeric(`page`) && length(`page`) == 1)) {
          stop(paste("Error! Invalid data for `page`. Must be an integer:", `page`))
        }
        self$`page` <- `page`
      }
      if (!missing(`pageSize`)) {
        if (!(is.numeric(`pageSize`) && length(`pageSize`) == 1)) {
          stop(paste("Error! Invalid data for `pageSize`. Must be an integer:", `pageSize`))
        }
        self$`pageSize` <- `pageSize`
      }
      if (!missing(`sortBy`)) {
        if (!(`sortBy` %in% c())) {
          stop(paste("Error! \"", `sortBy`, "\" cannot be assigned to `sortBy`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`sortBy`))
        self$`sortBy` <- `sortBy`
      }
      if (!missing(`sortDirection`)) {
        if (!(`sortDirection` %in% c())) {
          stop(paste("Error! \"", `sortDirection`, "\" cannot be assigned to `sortDirection`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`sortDirection`))
        self$`sortDirection` <- `sortDirection`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return ProteinListQuery as a base R list.
    #' @examples
    #' # convert array of ProteinListQuery (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert ProteinListQuery to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ProteinListQueryObject <- list()
      if (!is.null(self$`q`)) {
        ProteinListQueryObject[["q"]] <-
          self$`q`
      }
      if (!is.null(self$`page`)) {
        ProteinListQueryObject[["page"]] <-
          self$`page`
      }
      if (!is.null(self$`pageSize`)) {
        ProteinListQueryObject[["pageSize"]] <-
          self$`pageSize`
      }
      if (!is.null(self$`sortBy`)) {
        ProteinListQueryObject[["sortBy"]] <-
          self$extractSimpleType(self$`sortBy`)
      }
      if (!is.null(self$`sortDirection`)) {
        ProteinListQueryObject[["sortDirection"]] <-
          self$extractSimpleType(self$`sortDirection`)
      }
      return(ProteinListQueryObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinListQuery
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinListQuery
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`q`)) {
        self$`q` <- this_object$`q`
      }
      if (!is.null(this_object$`page`)) {
        self$`page` <- this_object$`page`
      }
      if (!is.null(this_object$`pageSize`)) {
        self$`pageSize` <- this_object$`pageSize`
      }
      if (!is.null(this_object$`sortBy`)) {
        `sortby_object` <- ProteinSortBy$new()
        `sortby_object`$fromJSON(jsonlite::toJSON(this_object$`sortBy`, auto_unbox = TRUE, digits = NA))
        self$`sortBy` <- `sortby_object`
      }
      if (!is.null(this_object$`sortDirection`)) {
        `sortdirection_object` <- SortDirection$new()
        `sortdirection_object`$fromJSON(jsonlite::toJSON(this_object$`sortDirection`, auto_unbox = TRUE, digits = NA))
        self$`sortDirection` <- `sortdirection_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ProteinListQuery in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinListQuery
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinListQuery
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`q` <- this_object$`q`
      self$`page` <- this_object$`page`
      self$`pageSize` <- this_object$`pageSize`
      self$`sortBy` <- ProteinSortBy$new()$fromJSON(jsonlite::toJSON(this_object$`sortBy`, auto_unbox = TRUE, digits = NA))
      self$`sortDirection` <- SortDirection$new()$fromJSON(jsonlite::toJSON(this_object$`sortDirection`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to ProteinListQuery and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `q`
      if (!is.null(input_json$`q`)) {
        if (!(is.character(input_json$`q`) && length(input_json$`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", input_json$`q`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListQuery: the required field `q` is missing."))
      }
      # check the required field `page`
      if (!is.null(input_json$`page`)) {
        if (!(is.numeric(input_json$`page`) && length(input_json$`page`) == 1)) {
          stop(paste("Error! Invalid data for `page`. Must be an integer:", input_json$`page`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListQuery: the required field `page` is missing."))
      }
      # check the required field `pageSize`
      if (!is.null(input_json$`pageSize`)) {
        if (!(is.numeric(input_json$`pageSize`) && length(input_json$`pageSize`) == 1)) {
          stop(paste("Error! Invalid data for `pageSize`. Must be an integer:", input_json$`pageSize`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListQuery: the required field `pageSize` is missing."))
      }
      # check the required field `sortBy`
      if (!is.null(input_json$`sortBy`)) {
        stopifnot(R6::is.R6(input_json$`sortBy`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListQuery: the required field `sortBy` is missing."))
      }
      # check the required field `sortDirection`
      if (!is.null(input_json$`sortDirection`)) {
        stopifnot(R6::is.R6(input_json$`sortDirection`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinListQuery: the required field `sortDirection` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ProteinListQuery
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `page` is null
      if (is.null(self$`page`)) {
        return(FALSE)
      }

      if (self$`page` < 1) {
        return(FALSE)
      }

      # check if the required `pageSize` is null
      if (is.null(self$`pageSize`)) {
        return(FALSE)
      }

      if (self$`pageSize` < 1) {
        return(FALSE)
      }

      # check if the required `sortBy` is null
      if (is.null(self$`sortBy`)) {
        return(FALSE)
      }

      # check if the required `sortDirection` is null
      if (is.null(self$`sortDirection`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `page` is null
      if (is.null(self$`page`)) {
        invalid_fields["page"] <- "Non-nullable required field `page` cannot be null."
      }

      if (self$`page` < 1) {
        invalid_fields["page"] <- "Invalid value for `page`, must be bigger than or equal to 1."
      }

      # check if the required `pageSize` is null
      if (is.null(self$`pageSize`)) {
        invalid_fields["pageSize"] <- "Non-nullable required field `pageSize` cannot be null."
      }

      if (self$`pageSize` < 1) {
        invalid_fields["pageSize"] <- "Invalid value for `pageSize`, must be bigger than or equal to 1."
      }

      # check if the required `sortBy` is null
      if (is.null(self$`sortBy`)) {
        invalid_fields["sortBy"] <- "Non-nullable required field `sortBy` cannot be null."
      }

      # check if the required `sortDirection` is null
      if (is.null(self$`sortDirection`)) {
        invalid_fields["sortDirection"] <- "Non-nullable required field `sortDirection` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# ProteinListQuery$unlock()
#
## Below is an example to define the print function
# ProteinListQuery$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ProteinListQuery$lock()

