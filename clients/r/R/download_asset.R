#' Create a new DownloadAsset
#'
#' @description
#' DownloadAsset Class
#'
#' @docType class
#' @title DownloadAsset
#' @description DownloadAsset Class
#' @format An \code{R6Class} generator object
#' @field id Asset identifier. character
#' @field label  character
#' @field href Download URL or path (the asset's `/api/v1/downloads/{fileId}/stream`). character
#' @field type `template` (an input template), `fasta` (sequences) or `archive` (compressed files: the dataset tar.gz and the per-domain table exports as gzip-compressed CSV). character
#' @field fileId Id for `/downloads/{fileId}` when the asset is a registered file, otherwise null. integer [optional]
#' @field description  character [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DownloadAsset <- R6::R6Class(
  "DownloadAsset",
  public = list(
    `id` = NULL,
    `label` = NULL,
    `href` = NULL,
    `type` = NULL,
    `fileId` = NULL,
    `description` = NULL,

    #' @description
    #' Initialize a new DownloadAsset class.
    #'
    #' @param id Asset identifier.
    #' @param label label
    #' @param href Download URL or path (the asset's `/api/v1/downloads/{fileId}/stream`).
    #' @param type `template` (an input template), `fasta` (sequences) or `archive` (compressed files: the dataset tar.gz and the per-domain table exports as gzip-compressed CSV).
    #' @param fileId Id for `/downloads/{fileId}` when the asset is a registered file, otherwise null.
    #' @param description description
    #' @param ... Other optional arguments.
    initialize = function(`id`, `label`, `href`, `type`, `fileId` = NULL, `description` = NULL, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
      }
      if (!missing(`href`)) {
        if (!(is.character(`href`) && length(`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", `href`))
        }
        self$`href` <- `href`
      }
      if (!missing(`type`)) {
        if (!(`type` %in% c("template", "fasta", "archive"))) {
          stop(paste("Error! \"", `type`, "\" cannot be assigned to `type`. Must be \"template\", \"fasta\", \"archive\".", sep = ""))
        }
        if (!(is.character(`type`) && length(`type`) == 1)) {
          stop(paste("Error! Invalid data for `type`. Must be a string:", `type`))
        }
        self$`type` <- `type`
      }
      if (!is.null(`fileId`)) {
        if (!(is.numeric(`fileId`) && length(`fileId`) == 1)) {
          stop(paste("Error! Invalid data for `fileId`. Must be an integer:", `fileId`))
        }
        self$`fileId` <- `fileId`
      }
      if (!is.null(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
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
    #' @return DownloadAsset as a base R list.
    #' @examples
    #' # convert array of DownloadAsset (x) to a data frame
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
    #' Convert DownloadAsset to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DownloadAssetObject <- list()
      if (!is.null(self$`id`)) {
        DownloadAssetObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`label`)) {
        DownloadAssetObject[["label"]] <-
          self$`label`
      }
      if (!is.null(self$`href`)) {
        DownloadAssetObject[["href"]] <-
          self$`href`
      }
      if (!is.null(self$`type`)) {
        DownloadAssetObject[["type"]] <-
          self$`type`
      }
      if (!is.null(self$`fileId`)) {
        DownloadAssetObject[["fileId"]] <-
          self$`fileId`
      }
      if (!is.null(self$`description`)) {
        DownloadAssetObject[["description"]] <-
          self$`description`
      }
      return(DownloadAssetObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DownloadAsset
    #'
    #' @param input_json the JSON input
    #' @return the instance of DownloadAsset
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      if (!is.null(this_object$`href`)) {
        self$`href` <- this_object$`href`
      }
      if (!is.null(this_object$`type`)) {
        if (!is.null(this_object$`type`) && !(this_object$`type` %in% c("template", "fasta", "archive"))) {
          stop(paste("Error! \"", this_object$`type`, "\" cannot be assigned to `type`. Must be \"template\", \"fasta\", \"archive\".", sep = ""))
        }
        self$`type` <- this_object$`type`
      }
      if (!is.null(this_object$`fileId`)) {
        self$`fileId` <- this_object$`fileId`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DownloadAsset in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DownloadAsset
    #'
    #' @param input_json the JSON input
    #' @return the instance of DownloadAsset
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`label` <- this_object$`label`
      self$`href` <- this_object$`href`
      if (!is.null(this_object$`type`) && !(this_object$`type` %in% c("template", "fasta", "archive"))) {
        stop(paste("Error! \"", this_object$`type`, "\" cannot be assigned to `type`. Must be \"template\", \"fasta\", \"archive\".", sep = ""))
      }
      self$`type` <- this_object$`type`
      self$`fileId` <- this_object$`fileId`
      self$`description` <- this_object$`description`
      self
    },

    #' @description
    #' Validate JSON input with respect to DownloadAsset and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DownloadAsset: the required field `id` is missing."))
      }
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DownloadAsset: the required field `label` is missing."))
      }
      # check the required field `href`
      if (!is.null(input_json$`href`)) {
        if (!(is.character(input_json$`href`) && length(input_json$`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", input_json$`href`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DownloadAsset: the required field `href` is missing."))
      }
      # check the required field `type`
      if (!is.null(input_json$`type`)) {
        if (!(is.character(input_json$`type`) && length(input_json$`type`) == 1)) {
          stop(paste("Error! Invalid data for `type`. Must be a string:", input_json$`type`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DownloadAsset: the required field `type` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DownloadAsset
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        return(FALSE)
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        return(FALSE)
      }

      # check if the required `type` is null
      if (is.null(self$`type`)) {
        return(FALSE)
      }

      if (self$`fileId` < 1) {
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
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        invalid_fields["label"] <- "Non-nullable required field `label` cannot be null."
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        invalid_fields["href"] <- "Non-nullable required field `href` cannot be null."
      }

      # check if the required `type` is null
      if (is.null(self$`type`)) {
        invalid_fields["type"] <- "Non-nullable required field `type` cannot be null."
      }

      if (self$`fileId` < 1) {
        invalid_fields["fileId"] <- "Invalid value for `fileId`, must be bigger than or equal to 1."
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
# DownloadAsset$unlock()
#
## Below is an example to define the print function
# DownloadAsset$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DownloadAsset$lock()

